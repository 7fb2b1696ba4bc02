import type { BonusTransaction } from '@storefront/contract/bonuses';
import { useIntl } from 'react-intl';
import { formatAmount, formatDate, formatTime } from '../../../shared/lib/format';
import { ClockIcon } from '../../../shared/ui/icons';
import { useBonusesT } from '../messages';
import { isCredit, sourceShowcase } from '../rules';
import { LocalBonusIcon, NetworkBonusIcon } from './bonus-icons';

/** One bonus transaction (spec §3, §5): credit or debit styling, the absolute amount, " от {showcase}" on credits. */
export function TransactionItem({ tx, network }: { tx: BonusTransaction; network: string }) {
  const t = useBonusesT();
  const intl = useIntl();
  const credit = isCredit(tx.Amount);
  const from = sourceShowcase(tx.Amount, tx.ShowcaseName);
  const date = new Date(tx.TransactionDate);
  const kind = tx.ShowcaseBonus ? t('bonuses.tx.local') : t('bonuses.tx.network', { network });
  const classes = ['bonus-tx', credit ? 'bonus-tx--credit' : 'bonus-tx--debit', tx.Status !== 'available' ? `bonus-tx--${tx.Status}` : ''].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <span className="bonus-tx__kind" role="img" aria-label={kind} title={kind}>
        {tx.ShowcaseBonus ? <LocalBonusIcon /> : <NetworkBonusIcon />}
      </span>
      <div className="bonus-tx__body">
        <p className="bonus-tx__name">
          {tx.BonusOperationName}
          {from ? t('bonuses.tx.from', { showcase: from }) : null}
        </p>
        <p className="bonus-tx__meta">
          <time dateTime={tx.TransactionDate}>{`${formatDate(date)} ${formatTime(date)}`}</time>
          {tx.Status === 'pending' ? (
            <span className="bonus-tx__status">
              <ClockIcon size={14} /> {t('bonuses.tx.pending')}
            </span>
          ) : null}
          {tx.Status === 'reversed' ? <span className="bonus-tx__status">{t('bonuses.tx.reversed')}</span> : null}
        </p>
      </div>
      <span className="bonus-tx__amount" dir="ltr">
        {credit ? '+' : '−'}
        {formatAmount(Math.abs(tx.Amount), intl.locale)}
      </span>
    </li>
  );
}
