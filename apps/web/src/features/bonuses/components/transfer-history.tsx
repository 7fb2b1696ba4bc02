import type { TransferForm } from '@storefront/contract/bonuses';
import { useIntl } from '../../../shared/lib/intl';
import { formatAmount, formatDate } from '../../../shared/lib/format';
import { useBonusesT } from '../messages';
import { BonusSubsection } from './bonus-subsection';

export function TransferHistory({ history }: { history: TransferForm['history'] }) {
  const t = useBonusesT();
  const intl = useIntl();
  return (
    <BonusSubsection
      id="transfer-history"
      title={t('bonuses.transfer.history')}
      empty={history.length === 0 ? t('bonuses.transfer.historyEmpty') : null}
    >
      <ul className="bonus-tx-list">
        {history.map((h) => {
          const name = h.counterpart ?? t('bonuses.transfer.someone');
          return (
            <li key={h.id} className={`bonus-tx ${h.amount >= 0 ? 'bonus-tx--credit' : 'bonus-tx--debit'}`}>
              <div className="bonus-tx__body">
                <p className="bonus-tx__name">{h.amount >= 0 ? t('bonuses.transfer.received', { name }) : t('bonuses.transfer.sent', { name })}</p>
                <p className="bonus-tx__meta">{formatDate(new Date(h.date))}</p>
              </div>
              <span className="bonus-tx__amount" dir="ltr">
                {h.amount >= 0 ? '+' : '−'}
                {formatAmount(Math.abs(h.amount), intl.locale)}
              </span>
            </li>
          );
        })}
      </ul>
    </BonusSubsection>
  );
}
