import { lazy, Suspense } from 'react';
import { useT } from '../../../shared/lib/i18n';
import { Loader } from '../../../shared/ui/loader';
import { Modal } from '../../../shared/ui/modal';

// The bonuses feature's screen; its chunk (with the feature's messages) loads when the dialog first opens.
const BonusesScreen = lazy(() => import('../../../features/bonuses/bonuses-screen').then((m) => ({ default: m.BonusesScreen })));

/** "Личный баланс" (spec §2 footer): the bonuses screen in a dialog. */
export function PersonalBalanceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('balance.personal.title')}>
      <Suspense fallback={<Loader />}>
        <BonusesScreen headingLevel={3} onNavigate={onClose} />
      </Suspense>
    </Modal>
  );
}
