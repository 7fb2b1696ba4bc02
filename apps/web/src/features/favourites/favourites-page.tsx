import { CatalogEmptyState } from '../../shared/commerce/catalog-empty-state';
import { ProductGrid, ProductGridSkeleton } from '../../shared/commerce/product-card';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { HeartIcon } from '../../shared/ui/icons';
import { useFavouritesQuery } from './api';
import { FavouritesMessages, useFavouritesT } from './messages';
import './favourites.css';
import { withMessages } from '../../shared/lib/feature-messages';

function FavouritesView() {
  const t = useFavouritesT();
  const { data, error, refetch } = useFavouritesQuery();

  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (data?.length === 0) {
    return (
      <CatalogEmptyState
        icon={HeartIcon}
        iconClassName="favourites__empty-icon"
        title={t('favourites.empty.title')}
        text={t('favourites.empty.text')}
        linkLabel={t('favourites.toCatalog')}
      />
    );
  }
  return (
    <section className="favourites" aria-labelledby="favourites-title">
      <header className="favourites__header">
        <h1 id="favourites-title" className="favourites__title">
          {t('favourites.title')}
        </h1>
        {data ? <p className="favourites__count">{t('favourites.count', { count: data.length })}</p> : null}
      </header>
      {data ? <ProductGrid products={data} label={t('favourites.title')} /> : <ProductGridSkeleton />}
    </section>
  );
}

/** /favorites: the shopper's favourite products; un-hearting one removes it from the list. */
export const FavouritesPage = withMessages(FavouritesMessages, FavouritesView);
