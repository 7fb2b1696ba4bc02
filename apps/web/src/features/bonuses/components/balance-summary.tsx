import type { BonusTransactionsResponse } from '@storefront/contract/bonuses';
import { createElement } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { formatAmount } from '../../../shared/lib/format';
import { ClockIcon } from '../../../shared/ui/icons';
import { useBonusesT } from '../messages';

export type HeadingLevel = 1 | 2 | 3;

function Expected({ amount }: { amount: number }) {
  const t = useBonusesT();
  const intl = useIntl();
  if (amount <= 0) return null;
  return (
    <span className="bonus-balance__expected" title={t('bonuses.expected.hint')}>
      <ClockIcon size={16} />{' '}
      {intl.formatMessage(
        { id: 'bonuses.expected' },
        {
          amount: (
            <bdi key="amount" className="bonus-balance__amount" dir="ltr">
              {formatAmount(amount, intl.locale)}
            </bdi>
          ),
        },
      )}
    </span>
  );
}

/** One balance (network or page) with the bonuses still expected on it. */
function BalanceRow({ label, amount, expected }: { label: string; amount: number; expected: number }) {
  const intl = useIntl();
  return (
    <div className="bonus-balance__row">
      <dt>{label}</dt>
      <dd>
        <span className="bonus-balance__value" dir="ltr">
          {formatAmount(amount, intl.locale)}
        </span>
        <Expected amount={expected} />
      </dd>
    </div>
  );
}

/**
 * Spec §2: "Мои бонусы" with 0 when the balance is zero; otherwise the network balance ("Бонусов {network}") and the page
 * balance ("Бонусов страницы"). Expected (pending) bonuses show with a clock icon when above 0.
 */
export function BalanceSummary({
  data,
  network,
  headingLevel,
}: {
  data: Pick<BonusTransactionsResponse, 'balance' | 'Expected' | 'Reserved'>;
  network: string;
  headingLevel: HeadingLevel;
}) {
  const t = useBonusesT();
  const intl = useIntl();
  const { GlobalValue, LocalValue } = data.balance;
  const zero = GlobalValue === 0 && LocalValue === 0;
  const heading = createElement(
    `h${headingLevel}`,
    { className: 'bonus-balance__title' },
    zero ? `${t('bonuses.title')} ` : t('bonuses.title'),
    zero ? (
      <span className="bonus-balance__zero" dir="ltr">
        {formatAmount(0, intl.locale)}
      </span>
    ) : null,
  );
  return (
    <div className="card bonus-balance">
      {heading}
      {zero ? (
        <p className="bonus-balance__pending">
          <Expected amount={data.Expected.GlobalValue + data.Expected.LocalValue} />
        </p>
      ) : (
        <dl className="bonus-balance__list">
          <BalanceRow label={t('bonuses.network', { network })} amount={GlobalValue} expected={data.Expected.GlobalValue} />
          <BalanceRow label={t('bonuses.local')} amount={LocalValue} expected={data.Expected.LocalValue} />
        </dl>
      )}
      {data.Reserved > 0 ? (
        <p className="bonus-balance__reserved">{t('bonuses.reserved', { amount: formatAmount(data.Reserved, intl.locale) })}</p>
      ) : null}
    </div>
  );
}
