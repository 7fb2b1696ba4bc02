import type { ProductCard as ProductCardData } from '@storefront/contract/catalog';
import { FIRST_SCREEN_CARDS } from '@storefront/contract/constants';
import { Fragment, memo, startTransition, useEffect, useState, type MouseEventHandler, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { firstScreen } from '../lib/first-screen';
import { paths } from '../lib/paths';
import { useT } from '../lib/i18n';
import { useShowcase } from '../lib/startup';
import { LazyImage } from '../ui/lazy-image';
import { AddToCart } from './add-to-cart';
import { CartHost } from './cart-host';
import { FavouriteToggle } from './favourite-toggle';
import { DiscountBadge, discountPercent, Price } from './price';
import './commerce.css';

export const productPath = (id: number): string => generatePath(paths.product, { id: String(id) });

type Segments = NonNullable<ProductCardData['highlight']>;

/** Search matches as <mark> segments: text only, never HTML. */
export function HighlightedText({ segments, fallback }: { segments: Segments | undefined; fallback: string }) {
  if (!segments || segments.length === 0) return <>{fallback}</>;
  return (
    <>
      {segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>))}
    </>
  );
}

/** The product's picture, or a neutral placeholder when it has none. */
export function ProductPicture({ src, alt, className, priority }: { src: string | null; alt: string; className?: string; priority?: boolean }) {
  const t = useT();
  if (!src) {
    return (
      <span
        className={`product-picture product-picture--empty${className ? ` ${className}` : ''}`}
        role="img"
        aria-label={t('commerce.noPhoto', { name: alt })}
      />
    );
  }
  return (
    <LazyImage className={`product-picture${className ? ` ${className}` : ''}`} src={src} alt={alt} width={300} height={300} priority={priority} />
  );
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Extra controls under the add-to-cart button (e.g. "remove from this list"). */
  footer?: ReactNode;
  /** Called when the shopper opens the product (search stores the query then). */
  onOpen?: MouseEventHandler<HTMLAnchorElement>;
  /** The card is in the first screen: its picture loads at once (see LazyImage). */
  priority?: boolean;
}

/**
 * Landing mode (state 1): the same product on the network's store showcase, with the visitor's referral in the
 * query (the server built it), so buying there still credits the referrer. Null on a showcase that sells itself.
 */
export function useStoreProductUrl(): ((productId: number) => string) | null {
  const link = useShowcase()?.storeLink;
  if (!link) return null;
  return (productId) => `${link.origin}${productPath(productId)}?${link.query}`;
}

/** Landing-mode card: picture, price, name and a button to buy it on the store showcase. */
function StoreLinkedCard({ product, href, priority }: { product: ProductCardData; href: string; priority?: boolean }) {
  const t = useT();
  const storeName = useShowcase()?.storeLink?.name ?? '';
  return (
    <article className="product-card">
      <div className="product-card__media">
        <a href={href} tabIndex={-1} aria-hidden="true">
          <ProductPicture src={product.picture} alt={product.name} priority={priority} />
        </a>
      </div>
      <div className="product-card__body">
        <Price price={product.price} oldPrice={product.oldPrice} size="sm" />
        <h3 className="line-clamp product-card__name" dir="auto">
          <a href={href}>{product.name}</a>
        </h3>
        <ProductBrand brand={product.brand} />
      </div>
      <div className="product-card__actions">
        <a className="button button--primary product-card__store" href={href}>
          {t('commerce.buyOnStore')}
        </a>
        {storeName ? <p className="product-card__store-name">{t('commerce.onStore', { name: storeName })}</p> : null}
      </div>
    </article>
  );
}

function ProductBrand({ brand }: { brand: ProductCardData['brand'] }) {
  if (!brand) return null;
  return (
    <p className="product-card__brand" dir="auto">
      {brand.name}
    </p>
  );
}

/** Card of the product grids: picture, discount, favourite, price, name, brand and add-to-cart. */
/**
 * Memoised: a grid re-renders with its list's state (fetching, paging) while its cards' products stay the same
 * objects from the cache, and two dozen cards re-rendered for nothing were a long task of their own (TBT).
 */
export const ProductCard = memo(function ProductCard({ product, footer, onOpen, priority }: ProductCardProps) {
  const storeUrl = useStoreProductUrl();
  if (storeUrl) return <StoreLinkedCard product={product} href={storeUrl(product.id)} priority={priority} />;
  return <OwnProductCard product={product} footer={footer} onOpen={onOpen} priority={priority} />;
});

function OwnProductCard({ product, footer, onOpen, priority }: ProductCardProps) {
  const t = useT();
  const to = productPath(product.id);
  const discount = discountPercent(product.price, product.oldPrice);
  const soldOut = product.stock <= 0;
  return (
    <article className={`product-card${soldOut ? ' product-card--sold-out' : ''}`}>
      <div className="product-card__media">
        <Link to={to} tabIndex={-1} aria-hidden="true" onClick={onOpen}>
          <ProductPicture src={product.picture} alt={product.name} priority={priority} />
        </Link>
        {discount ? <DiscountBadge percent={discount} className="product-card__discount" /> : null}
        <FavouriteToggle productId={product.id} productName={product.name} isFavourite={product.isFavourite} className="product-card__favourite" />
      </div>
      <div className="product-card__body">
        <Price price={product.price} oldPrice={product.oldPrice} size="sm" />
        <h3 className="line-clamp product-card__name" dir="auto">
          <Link to={to} onClick={onOpen}>
            <HighlightedText segments={product.highlight} fallback={product.name} />
          </Link>
        </h3>
        <ProductBrand brand={product.brand} />
        {soldOut ? null : product.stock <= 5 ? <p className="product-card__stock">{t('commerce.fewLeft', { count: product.stock })}</p> : null}
      </div>
      <div className="product-card__actions">
        <AddToCart productId={product.id} productName={product.name} stock={product.stock} />
        {footer}
      </div>
    </article>
  );
}

export interface ProductGridProps {
  products: readonly ProductCardData[];
  /** Accessible name of the list. */
  label?: string;
  onOpen?: ProductCardProps['onOpen'];
  renderFooter?: (product: ProductCardData) => ReactNode;
  /** How many leading cards are in the first screen (their pictures load at once, see LazyImage). */
  priorityCount?: number;
}

/**
 * The largest viewport whose first screen the first cards fill: a phone's, where the grid has two columns and their
 * three rows (300 px each at least) start below the header, the title and the filters (250 px at least). On a wider or
 * taller one what follows them would be in sight, and would move when the rest arrived.
 */
const FIRST_SCREEN_VIEWPORT = { width: 480, height: 1100 };

function cardsFillFirstScreen(): boolean {
  return window.innerWidth <= FIRST_SCREEN_VIEWPORT.width && window.innerHeight <= FIRST_SCREEN_VIEWPORT.height;
}

/**
 * The cards hold one subscription to the cart between them (CartHost), none on a landing showcase (no cart there).
 * In the app's first render (see firstScreen) a grid shows the first screen's cards, and the rest right after, in a
 * render of their own: what comes after them is out of sight and moves down unseen.
 */
export function ProductGrid({ products, label, onOpen, renderFooter, priorityCount = 0 }: ProductGridProps) {
  const landing = useStoreProductUrl() !== null;
  const [whole, setWhole] = useState(() => !firstScreen.replacing || products.length <= FIRST_SCREEN_CARDS || !cardsFillFirstScreen());
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  const shown = whole ? products : products.slice(0, FIRST_SCREEN_CARDS);
  return (
    <CartHost skip={landing}>
      <ul className="product-grid" aria-label={label}>
        {shown.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} onOpen={onOpen} footer={renderFooter?.(product)} priority={index < priorityCount} />
          </li>
        ))}
      </ul>
    </CartHost>
  );
}

/** Loading placeholder in the grid's shape. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="product-card product-card--skeleton">
            <span className="skeleton product-card__skeleton-picture" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
