import type { Brand } from '@storefront/contract/catalog';
import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { LIST_PARAMS } from '../../shared/commerce/listing/list-params';
import { ScreenState } from '../../shared/commerce/screen-state';
import { useT } from '../../shared/lib/i18n';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { LazyImage } from '../../shared/ui/lazy-image';
import { useBrandsQuery } from './api';
import { BrandsMessages, useBrandsT } from './brands-messages';
import './brands.css';
import { withMessages } from '../../shared/lib/feature-messages';

/** /brands: every brand with its logo and product count; each opens the catalogue filtered by it. */
export const BrandsPage = withMessages(BrandsMessages, BrandsScreen);

export const brandCatalogPath = (slug: string): string => `${paths.catalog}?${new URLSearchParams({ [LIST_PARAMS.brand]: slug }).toString()}`;

function BrandsScreen() {
  const t = useBrandsT();
  const tc = useT();
  const brands = useBrandsQuery();
  return (
    <div className="brands">
      <h1 className="brands__title">{t('brands.title')}</h1>
      {brands.isLoading ? (
        <ul className="brand-grid" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="brand-tile brand-tile--skeleton skeleton" />
          ))}
        </ul>
      ) : null}
      {brands.isLoading ? (
        <span className="visually-hidden" role="status">
          {tc('common.loading')}
        </span>
      ) : null}
      {brands.error && !brands.data ? <ErrorFallback message={errorMessageOf(brands.error)} onRetry={() => void brands.refetch()} /> : null}
      {brands.data?.length === 0 ? (
        <ScreenState title={t('brands.empty.title')} text={t('brands.empty.text')} link={{ to: paths.catalog, label: t('brands.catalog') }} />
      ) : null}
      {brands.data?.length ? (
        <ul className="brand-grid" aria-label={t('brands.list')}>
          {brands.data.map((brand) => (
            <li key={brand.id}>
              <BrandTile brand={brand} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function BrandTile({ brand }: { brand: Brand }) {
  const t = useT();
  return (
    <Link className="brand-tile" to={brandCatalogPath(brand.slug)}>
      {brand.logo ? (
        <LazyImage className="brand-tile__logo" src={brand.logo} alt="" width={96} height={96} />
      ) : (
        <span className="brand-tile__logo brand-tile__logo--letter" aria-hidden="true">
          {Array.from(brand.name)[0]?.toUpperCase()}
        </span>
      )}
      <span className="brand-tile__name" dir="auto">
        {brand.name}
      </span>
      <bdi className="brand-tile__count">{t('count.items', { count: brand.productCount })}</bdi>
    </Link>
  );
}
