import { useIntl } from 'react-intl';
import { formatAmount } from '../../../shared/lib/format';
import { useT } from '../../../shared/lib/i18n';
import { useShowcase } from '../../../shared/lib/startup';
import { ClockIcon } from '../../../shared/ui/icons';
import { Modal } from '../../../shared/ui/modal';

/** "Личный баланс": the balances the startup configuration carries (the full bonuses screen comes later). */
export function PersonalBalanceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();
  const showcase = useShowcase();
  const network = showcase?.networkName ?? '';
  const balance = showcase?.bonusBalance ?? 0;
  const expected = showcase?.bonusExpectedValue ?? 0;
  return (
    <Modal open={open} onClose={onClose} title={t('balance.personal.title')}>
      <dl className="balance-list">
        <div className="balance-list__row">
          <dt>{t('balance.personal.network', { network })}</dt>
          <dd>{formatAmount(balance, intl.locale)}</dd>
        </div>
        {expected > 0 ? (
          <div className="balance-list__row balance-list__row--expected">
            <dt>
              <ClockIcon size={18} /> {t('balance.personal.expected')}
            </dt>
            <dd>{formatAmount(expected, intl.locale)}</dd>
          </div>
        ) : null}
      </dl>
    </Modal>
  );
}
