import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { SORTS, toApiFilters, toApiList } from '../../shared/commerce/listing/list-params';
import { ProductListing } from '../../shared/commerce/listing/product-listing';
import { useListFilters } from '../../shared/commerce/listing/use-list-filters';
import { CatalogNotFoundState } from '../../shared/commerce/catalog-empty-state';
import { ScreenState } from '../../shared/commerce/screen-state';
import { isNotFound } from '../../shared/lib/http-status';
import { useShowcase } from '../../shared/lib/startup';
import { useProductsQuery, useShowcaseMenuQuery } from './api';
import { CatalogMessages, useCatalogT } from './catalog-messages';
import { Breadcrumbs, CategoryChips } from './category-nav';
import { findCategory } from './category-paths';
import './catalog.css';
import { withMessages } from '../../shared/lib/feature-messages';

/** /catalog, /catalog/{category}, /catalog/{cat}/{category}. */
export const CatalogPage = withMessages(CatalogMessages, CatalogScreen);

function CatalogScreen() {
  const t = useCatalogT();
  const { category } = useParams();
  const showcaseId = useShowcase()?.showcaseId;
  const tree = useShowcaseMenuQuery(showcaseId ?? 0, { skip: !showcaseId });
  const state = useListFilters(SORTS);
  const { globalFilter } = state;
  const scope = category ? { category } : {};
  const list = useProductsQuery({ ...toApiList(state.filters, globalFilter), ...scope });
  // An answer (products, the category tree) re-renders the page at once and in one piece (the store's updates are
  // synchronous); deferred, that render keeps the previous output and the new one renders in a transition, in
  // slices that yield to the browser (two dozen cards were one long task, Lighthouse TBT).
  const current = useDeferredValue(list.currentData);
  const treeData = useDeferredValue(tree.data);

  if (isNotFound(list.error)) {
    return <CatalogNotFoundState title={t('catalog.notFound.title')} text={t('catalog.notFound.text')} backLabel={t('catalog.notFound.back')} />;
  }

  const known = category && treeData ? findCategory(treeData, category)?.node.name : undefined;
  const title = current?.category?.name ?? known ?? (category ? '' : t('catalog.title'));
  const resetAll = state.clearAll;
  return (
    <div className="catalog">
      {current?.category ? <Breadcrumbs crumbs={current.category.breadcrumbs} /> : null}
      <h1 className="catalog__title">{title}</h1>
      {treeData ? (
        <CategoryChips tree={treeData} current={category} />
      ) : tree.isLoading || tree.data ? (
        // The chips row's place, kept while the category tree loads: the listing below does not jump (CLS).
        <div className="category-chips--pending" aria-hidden="true" />
      ) : null}
      <ProductListing
        state={state}
        sorts={SORTS}
        result={{ data: current, isFetching: list.isFetching || current !== list.currentData, error: list.error, refetch: list.refetch }}
        facetsArgs={{ ...toApiFilters({ ...state.filters, brands: [] }, globalFilter), ...scope }}
        empty={
          <ScreenState
            title={t('catalog.empty.title')}
            text={t('catalog.empty.text')}
            action={
              <button type="button" className="button button--secondary" onClick={resetAll}>
                {t('catalog.empty.reset')}
              </button>
            }
          />
        }
      />
    </div>
  );
}
