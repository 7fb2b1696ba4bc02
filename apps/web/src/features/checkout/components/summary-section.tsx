import type { CartLine } from '@storefront/contract/cart';
import type { ReactNode } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/price';
import type { Totals } from '../form-state';
import { useCheckoutT } from '../messages';
import { Section } from './field';

/** One line of the totals: what is counted, and its sum. */
function TotalRow({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Goods, what bonuses take off, what is left to pay, and the place-order button. */
export function SummarySection({ lines, itemsCount, sums, children }: { lines: CartLine[]; itemsCount: number; sums: Totals; children: ReactNode }) {
  const t = useCheckoutT();
  const { locale } = useIntl();
  return (
    <Section id="checkout-summary" title={t('checkout.summary')}>
      <ul className="stack-list stack-list--tight checkout-lines" aria-label={t('checkout.lines')}>
        {lines.map((line) => (
          <li key={line.ProductId} className="checkout-line">
            <span className="checkout-line__name">{line.name}</span>
            <span className="checkout-line__qty">{t('checkout.lineQty', { count: line.Quantity })}</span>
            <span className="checkout-line__sum">{formatPrice(line.lineTotal, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <TotalRow label={t('checkout.goods', { count: itemsCount })}>{formatPrice(sums.goods, locale)}</TotalRow>
        {sums.network > 0 ? (
          <TotalRow className="checkout-totals__minus" label={t('checkout.minusNetwork')}>
            {formatPrice(-sums.network, locale)}
          </TotalRow>
        ) : null}
        {sums.local > 0 ? (
          <TotalRow className="checkout-totals__minus" label={t('checkout.minusLocal')}>
            {formatPrice(-sums.local, locale)}
          </TotalRow>
        ) : null}
        <TotalRow label={t('checkout.deliveryPrice')}>
          {sums.delivery === null ? t('checkout.deliveryNotChosen') : sums.delivery === 0 ? t('checkout.free') : formatPrice(sums.delivery, locale)}
        </TotalRow>
        <TotalRow className="checkout-totals__total" label={t('checkout.toPay')}>
          {formatPrice(sums.toPay, locale)}
        </TotalRow>
      </dl>
      {children}
    </Section>
  );
}
