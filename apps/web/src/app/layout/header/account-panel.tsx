import { Link } from 'react-router';
import { useT } from '../../../shared/lib/i18n';
import { useShowcase } from '../../../shared/lib/startup';
import { BotIcon } from '../../../shared/ui/icons';
import { SlidePanel } from '../../../shared/ui/slide-panel';
import { paths } from '../../paths';

/** Anonymous visitor's bottom panel: the messenger bot (to log in) and, on demo servers, the test login. */
export function AccountPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const showcase = useShowcase();
  const bot = showcase?.telegramBot ?? '';
  return (
    <SlidePanel open={open} onClose={onClose} label={t('header.accountPanel')} side="bottom" width="100%">
      <div className="account-panel">
        <p className="account-panel__lead">{t('header.accountPanel.lead')}</p>
        {bot ? (
          <a className="button button--primary" href={`https://t.me/${bot}`} target="_blank" rel="noreferrer">
            <BotIcon size={20} />
            {t('header.accountPanel.bot', { bot })}
          </a>
        ) : null}
        {showcase?.demo !== false ? (
          <Link className="button button--secondary" to={paths.test} onClick={onClose}>
            {t('header.accountPanel.test')}
          </Link>
        ) : null}
      </div>
    </SlidePanel>
  );
}
