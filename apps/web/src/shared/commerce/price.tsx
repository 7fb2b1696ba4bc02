import { useIntl } from '../lib/intl';
import { useT } from '../lib/i18n';
import { discountPercent, formatPrice } from './money';
import './commerce.css';

export { discountPercent, formatPrice, kopecksToRoubles, roublesToKopecks } from './money';

export interface PriceProps {
  /** Kopecks. */
  price: number;
  /** Kopecks; shown struck through only when higher than the price. */
  oldPrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  /** Shows the discount badge next to the price (cards show theirs on the picture). */
  withDiscount?: boolean;
  className?: string;
}

/** Price, old price and discount percentage. */
export function Price({ price, oldPrice, size = 'md', withDiscount = false, className }: PriceProps) {
  const t = useT();
  const { locale } = useIntl();
  const discount = discountPercent(price, oldPrice);
  return (
    <p className={`price price--${size}${discount ? ' price--discounted' : ''}${className ? ` ${className}` : ''}`}>
      <span className="price__current">{formatPrice(price, locale)}</span>
      {discount ? (
        <>
          <s className="price__old">
            <span className="visually-hidden">{t('commerce.price.old')} </span>
            {formatPrice(oldPrice, locale)}
          </s>
          {withDiscount ? <DiscountBadge percent={discount} /> : null}
        </>
      ) : null}
    </p>
  );
}

export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  const t = useT();
  return (
    <span className={`discount-badge${className ? ` ${className}` : ''}`}>
      <span aria-hidden="true" dir="ltr">
        −{percent}%
      </span>
      <span className="visually-hidden">{t('commerce.price.discount', { percent })}</span>
    </span>
  );
}
