import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { readGlobalFilterParam } from '../../shared/commerce/listing/global-filter';
import { readListFilters, SORTS, toApiFilters, toApiList, type ListFilters } from '../../shared/commerce/listing/list-params';
import { ProductListing } from '../../shared/commerce/listing/product-listing';
import { useListFilters } from '../../shared/commerce/listing/use-list-filters';
import { CatalogNotFoundState } from '../../shared/commerce/catalog-empty-state';
import { ScreenState } from '../../shared/commerce/screen-state';
import { isNotFound } from '../../shared/lib/http-status';
import { useShowcase } from '../../shared/lib/startup';
import { catalogApi, useProductsQuery, useShowcaseMenuQuery, type ProductsArgs } from './api';
import { CatalogMessages, useCatalogT } from './catalog-messages';
import { Breadcrumbs, CategoryChips } from './category-nav';
import { findCategory } from './category-paths';
import './catalog.css';
import { withMessages } from '../../shared/lib/feature-messages';
import type { AppStore } from '../../shared/lib/store';

/** /catalog, /catalog/{category}, /catalog/{cat}/{category}. */
export const CatalogPage = withMessages(CatalogMessages, CatalogScreen);

/** The product list's arguments: the URL's filters, quick filter, sort and page, in the category when there is one. */
const listArgs = (filters: ListFilters, globalFilter: string, category: string | undefined): ProductsArgs => ({
  ...toApiList(filters, globalFilter),
  ...(category ? { category } : {}),
});

/**
 * The page's first-screen calls, asked for at start-up once this chunk has arrived (app/router/prefetch-route.ts),
 * under the arguments the page's own hooks pass, so its first render finds the answers in the cache: the products
 * at `search` and the showcase's category tree. Settles with both (never rejects).
 */
export function prefetchCatalog(store: AppStore, category: string | undefined, search: string, showcaseId: number | undefined): Promise<unknown> {
  const params = new URLSearchParams(search);
  const args = listArgs(readListFilters(params, SORTS), readGlobalFilterParam(params), category);
  const products = store.dispatch(catalogApi.endpoints.products.initiate(args, { subscribe: false }));
  const tree = showcaseId ? store.dispatch(catalogApi.endpoints.showcaseMenu.initiate(showcaseId, { subscribe: false })) : undefined;
  return Promise.allSettled([products, tree]);
}

function CatalogScreen() {
  const t = useCatalogT();
  const { category } = useParams();
  const showcaseId = useShowcase()?.showcaseId;
  const tree = useShowcaseMenuQuery(showcaseId ?? 0, { skip: !showcaseId });
  const state = useListFilters(SORTS);
  const { globalFilter } = state;
  const scope = category ? { category } : {};
  const list = useProductsQuery(listArgs(state.filters, globalFilter, category));
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
