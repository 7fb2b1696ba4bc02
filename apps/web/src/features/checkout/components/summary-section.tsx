import type { CartLine } from '@storefront/contract/cart';
import type { ReactNode } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/price';
import type { Totals } from '../form-state';
import { useCheckoutT } from '../messages';
import { Section } from './field';

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
        <div>
          <dt>{t('checkout.goods', { count: itemsCount })}</dt>
          <dd>{formatPrice(sums.goods, locale)}</dd>
        </div>
        {sums.network > 0 ? (
          <div className="checkout-totals__minus">
            <dt>{t('checkout.minusNetwork')}</dt>
            <dd>{formatPrice(-sums.network, locale)}</dd>
          </div>
        ) : null}
        {sums.local > 0 ? (
          <div className="checkout-totals__minus">
            <dt>{t('checkout.minusLocal')}</dt>
            <dd>{formatPrice(-sums.local, locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.deliveryPrice')}</dt>
          <dd>
            {sums.delivery === null ? t('checkout.deliveryNotChosen') : sums.delivery === 0 ? t('checkout.free') : formatPrice(sums.delivery, locale)}
          </dd>
        </div>
        <div className="checkout-totals__total">
          <dt>{t('checkout.toPay')}</dt>
          <dd>{formatPrice(sums.toPay, locale)}</dd>
        </div>
      </dl>
      {children}
    </Section>
  );
}
