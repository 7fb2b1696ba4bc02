import type { BonusTransaction } from '@storefront/contract/bonuses';
import { useIntl } from '../../../shared/lib/intl';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatTime } from '../../../shared/lib/format';
import { paths } from '../../../shared/lib/paths';
import { ClockIcon } from '../../../shared/ui/icons';
import { useBonusesT } from '../messages';
import { isCredit, sourceShowcase } from '../rules';
import { LocalBonusIcon, NetworkBonusIcon } from './bonus-icons';

/** The entry's order: a link to the viewer's own order, the number and its buyer for someone else's (a referral line, the owner's share). */
function OrderRef({ tx }: { tx: BonusTransaction }) {
  const t = useBonusesT();
  if (tx.OrderNumber === null) return null;
  const label = t('bonuses.tx.order', { number: tx.OrderNumber });
  if (tx.BuyerName === null && tx.OrderId !== null)
    return (
      <Link className="bonus-tx__order" to={`${paths.orders}?id=${tx.OrderId}`}>
        {label}
      </Link>
    );
  return <span>{tx.BuyerName ? t('bonuses.tx.orderOf', { number: tx.OrderNumber, buyer: tx.BuyerName }) : label}</span>;
}

function StateNote({ tx }: { tx: BonusTransaction }) {
  const t = useBonusesT();
  if (tx.State === 'pending')
    return (
      <span className="bonus-tx__status">
        <ClockIcon size={14} />{' '}
        {tx.ReleaseDate ? t('bonuses.tx.pendingUntil', { date: formatDate(new Date(tx.ReleaseDate)) }) : t('bonuses.tx.pendingOrder')}
      </span>
    );
  if (tx.State === 'reversed') return <span className="bonus-tx__status">{t('bonuses.tx.reversed')}</span>;
  if (tx.State === 'withdrawn') return <span className="bonus-tx__status">{t('bonuses.tx.withdrawn')}</span>;
  return null;
}

/**
 * One bonus entry (spec §3, §5; issue 14): credit or debit styling, the absolute amount in whole kopecks as money,
 * " от {showcase}" on credits, its order (a link when it is the viewer's own), the referral line, and its state —
 * pending with the date it becomes available, reversed, withdrawn.
 */
export function TransactionItem({ tx, network }: { tx: BonusTransaction; network: string }) {
  const t = useBonusesT();
  const intl = useIntl();
  const credit = isCredit(tx.Amount);
  const from = sourceShowcase(tx.Amount, tx.ShowcaseName);
  const date = new Date(tx.TransactionDate);
  const kind = tx.ShowcaseBonus ? t('bonuses.tx.local') : t('bonuses.tx.network', { network });
  const classes = ['bonus-tx', credit ? 'bonus-tx--credit' : 'bonus-tx--debit', tx.State !== 'available' ? `bonus-tx--${tx.State}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <span className="bonus-tx__kind" role="img" aria-label={kind} title={kind}>
        {tx.ShowcaseBonus ? <LocalBonusIcon size={20} /> : <NetworkBonusIcon size={20} />}
      </span>
      <div className="bonus-tx__body">
        <p className="bonus-tx__name">
          {tx.BonusOperationName}
          {from ? t('bonuses.tx.from', { showcase: from }) : null}
        </p>
        <p className="bonus-tx__meta">
          <time dateTime={tx.TransactionDate}>{`${formatDate(date)} ${formatTime(date)}`}</time>
          <OrderRef tx={tx} />
          {tx.Level !== null ? <span>{t('bonuses.tx.level', { level: tx.Level })}</span> : null}
          {!from && tx.ShowcaseName && tx.OrderNumber !== null ? <span>{tx.ShowcaseName}</span> : null}
          <StateNote tx={tx} />
        </p>
      </div>
      <span className="bonus-tx__amount" dir="ltr">
        {credit ? '+' : '−'}
        {formatMoney(Math.abs(tx.AmountKopecks) / 100, intl.locale)}
      </span>
    </li>
  );
}
