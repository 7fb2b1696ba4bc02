import type { ProductDetail } from '@storefront/contract/catalog';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { AddToCart } from '../../shared/commerce/add-to-cart';
import { CategoryBreadcrumbs } from '../../shared/commerce/breadcrumbs';
import { FavouriteToggle } from '../../shared/commerce/favourite-toggle';
import { LIST_PARAMS } from '../../shared/commerce/listing/list-params';
import { DiscountBadge, discountPercent, Price } from '../../shared/commerce/price';
import { CatalogNotFoundState } from '../../shared/commerce/catalog-empty-state';
import { isNotFound } from '../../shared/lib/http-status';
import { useSession } from '../../shared/lib/startup';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { ListIcon, ShareIcon } from '../../shared/ui/icons';
import { PageLoader } from '../../shared/ui/loader';
import { useProductQuery } from './api';
import { Gallery } from './gallery';
import { ProductMessages, useProductT } from './product-messages';
import { useShareProduct } from './use-share-product';
import { Videos } from './videos';
import { WishlistDialog } from './wishlist-dialog';
import './product.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { ProductSection } from './product-section';

/** /product/{id}: the full product page. */
export const ProductPage = withMessages(ProductMessages, ProductScreen);

function ProductScreen() {
  const t = useProductT();
  const { id } = useParams();
  const productId = Number(id);
  const valid = Number.isSafeInteger(productId) && productId > 0;
  const product = useProductQuery(productId, { skip: !valid });

  if (!valid || isNotFound(product.error)) {
    return <CatalogNotFoundState title={t('product.notFound.title')} text={t('product.notFound.text')} backLabel={t('product.notFound.back')} />;
  }
  if (product.error && !product.data) return <ErrorFallback message={errorMessageOf(product.error)} onRetry={() => void product.refetch()} />;
  if (!product.data) return <PageLoader />;
  return <ProductView product={product.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const t = useProductT();
  const { isLogged } = useSession();
  const [wishlistOpen, setWishlistOpen] = useState(false);
  const { canShare, onShare, shareDialog } = useShareProduct(product);
  const discount = discountPercent(product.price, product.oldPrice);
  const inStock = product.stock > 0;

  return (
    <article className="product">
      <CategoryBreadcrumbs crumbs={product.breadcrumbs} rootLabel={t('product.catalog')} label={t('product.breadcrumbs')} />
      <div className="product__media">
        <Gallery name={product.name} images={product.images} fallback={product.picture} />
        {discount ? <DiscountBadge percent={discount} className="product__discount" /> : null}
      </div>
      <div className="card product__summary">
        <h1 className="product__name" dir="auto">
          {product.name}
        </h1>
        <p className="product__meta">
          <span>{t('product.article', { article: product.article })}</span>
          {product.brand ? (
            <Link to={`${paths.catalog}?${new URLSearchParams({ [LIST_PARAMS.brand]: product.brand.slug }).toString()}`}>
              {t('product.brand', { name: product.brand.name })}
            </Link>
          ) : null}
        </p>
        <Price price={product.price} oldPrice={product.oldPrice} size="lg" />
        <p className={`product__stock ${inStock ? 'is-in' : 'is-out'}`}>
          {inStock ? t('product.stock.in', { count: product.stock }) : t('product.stock.out')}
        </p>
        {product.bonusRate > 0 ? <p className="product__bonus">{t('product.bonus', { rate: product.bonusRate })}</p> : null}
        <div className="product__buy">
          <AddToCart productId={product.id} productName={product.name} stock={product.stock} size="lg" />
          <FavouriteToggle
            productId={product.id}
            productName={product.name}
            isFavourite={product.isFavourite}
            variant="plain"
            className="product__icon-action"
          />
        </div>
        <div className="product__secondary">
          {isLogged ? (
            <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setWishlistOpen(true)}>
              <ListIcon size={18} />
              {t('product.wishlist')}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" aria-haspopup="dialog" disabled={!canShare} onClick={onShare}>
            <ShareIcon size={18} />
            {t('product.share')}
          </button>
          {shareDialog}
        </div>
      </div>
      {product.description.trim() ? (
        <ProductSection titleId="product-description" title={t('product.description')}>
          <p className="product__description" dir="auto">
            {product.description}
          </p>
        </ProductSection>
      ) : null}
      {product.attributes.length ? (
        <ProductSection titleId="product-attributes" title={t('product.attributes')}>
          <dl className="product__attributes">
            {product.attributes.map((attribute) => (
              <div key={attribute.name}>
                <dt>{attribute.name}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </ProductSection>
      ) : null}
      <Videos name={product.name} videos={product.videos} />
      {isLogged ? <WishlistDialog open={wishlistOpen} onClose={() => setWishlistOpen(false)} productId={product.id} /> : null}
    </article>
  );
}
