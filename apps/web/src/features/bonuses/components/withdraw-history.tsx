import type { Withdrawal } from '@storefront/contract/bonuses';
import { useIntl } from '../../../shared/lib/intl';
import { formatAmount, formatDate } from '../../../shared/lib/format';
import { useBonusesT } from '../messages';
import { BonusSubsection } from './bonus-subsection';

const STATUS = {
  requested: 'bonuses.withdraw.status.requested',
  processing: 'bonuses.withdraw.status.processing',
  paid: 'bonuses.withdraw.status.paid',
  rejected: 'bonuses.withdraw.status.rejected',
} as const;

/** The user's withdrawal requests with their status (and the operator's reason when rejected). */
export function WithdrawHistory({ history }: { history: Withdrawal[] }) {
  const t = useBonusesT();
  const intl = useIntl();
  return (
    <BonusSubsection
      id="withdraw-history"
      heading="h3"
      title={t('bonuses.withdraw.history')}
      empty={history.length === 0 ? t('bonuses.withdraw.historyEmpty') : null}
    >
      <ul className="withdraw-list">
        {history.map((w) => (
          <li key={w.id} className="withdraw-item">
            <div>
              <p className="withdraw-item__amount">
                <span dir="ltr">{formatAmount(w.amount, intl.locale)}</span>
              </p>
              <p className="withdraw-item__meta">
                {formatDate(new Date(w.createdAt))} · <span dir="ltr">{w.details}</span>
              </p>
              {w.rejectReason ? <p className="withdraw-item__meta">{t('bonuses.withdraw.reason', { reason: w.rejectReason })}</p> : null}
            </div>
            <span className={`withdraw-status withdraw-status--${w.status}`}>{t(STATUS[w.status])}</span>
          </li>
        ))}
      </ul>
    </BonusSubsection>
  );
}
