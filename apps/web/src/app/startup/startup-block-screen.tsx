import { useEffect } from 'react';
import { useT } from '../../shared/lib/i18n';
import { platform } from '../../shared/lib/platform';
import { FailureIcon } from '../../shared/ui/icons';
import type { StartupBlock } from './startup-blocks';

/** Replaces the app with the block message; vibrates as a danger notice and closes the app when due. */
export function StartupBlockScreen({ block }: { block: StartupBlock }) {
  const t = useT();
  useEffect(() => {
    platform.haptic('danger');
    if (block.closeAfterMs === null) return undefined;
    const timer = setTimeout(() => platform.close(), block.closeAfterMs);
    return () => clearTimeout(timer);
  }, [block]);
  return (
    <section className={`startup-block startup-block--${block.kind}`} role="alert">
      <FailureIcon size={48} />
      <p>{t(block.messageId, block.values)}</p>
    </section>
  );
}
