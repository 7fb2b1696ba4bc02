import type { ProductListResponse } from '@storefront/contract/catalog';
import { useState, type ReactNode } from 'react';
import { ErrorFallback, errorMessageOf } from '../../ui/error-fallback';
import { Pagination } from '../../ui/pagination';
import { ProductGrid, ProductGridSkeleton, type ProductCardProps } from '../product-card';
import { ScreenState } from '../screen-state';
import { FiltersPanel } from './filters-panel';
import { GlobalFilterChips } from './global-filter-chips';
import { ListingToolbar } from './listing-toolbar';
import type { ListSort } from './list-params';
import type { FacetsArgs } from './listing-api';
import { useListingT } from './listing-messages';
import { chosenChip, type ListFiltersState } from './use-list-filters';
import './listing.css';

export interface ListResult {
  /** The answer for the current arguments only (undefined while they load). */
  data: ProductListResponse | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ProductListingProps {
  state: ListFiltersState;
  sorts: readonly ListSort[];
  result: ListResult;
  facetsArgs: FacetsArgs;
  showFacetCounts?: boolean;
  /** What to show when the list has no products at all. */
  empty: ReactNode;
  /** Shown above the grid once results are in (e.g. the "did you mean" notice of search). */
  notice?: ReactNode;
  onOpen?: ProductCardProps['onOpen'];
}

/** Global filter chips, filter and sort toolbar, the product grid with its states, and server paging. */
export function ProductListing({ state, sorts, result, facetsArgs, showFacetCounts, empty, notice, onOpen }: ProductListingProps) {
  const t = useListingT();
  const [panelOpen, setPanelOpen] = useState(false);
  const { filters, globalFilter, update, setGlobalFilter, setPage } = state;
  const { data } = result;

  let body: ReactNode;
  if (result.error && !data) {
    body = <ErrorFallback message={errorMessageOf(result.error)} onRetry={() => void result.refetch()} />;
  } else if (!data) {
    body = <ProductGridSkeleton count={6} />;
  } else if (data.total === 0) {
    body = empty;
  } else if (data.items.length === 0) {
    body = (
      <ScreenState
        title={t('listing.pageEmpty')}
        action={
          <button type="button" className="button button--primary" onClick={() => setPage(1)}>
            {t('listing.firstPage')}
          </button>
        }
      />
    );
  } else {
    body = (
      <>
        {notice}
        {/* The cards' names are h3: the grid's heading keeps the outline h1 → h2 → h3 (axe heading-order). */}
        <h2 className="visually-hidden">{t('listing.products')}</h2>
        {/* The first row (two cards on a phone) is in the first screen: the catalogue's largest paint. */}
        <ProductGrid products={data.items} label={t('listing.products')} onOpen={onOpen} priorityCount={2} />
        <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
      </>
    );
  }

  return (
    <div className="product-listing" aria-busy={result.isFetching || undefined}>
      <GlobalFilterChips value={chosenChip(filters, globalFilter)} onChange={setGlobalFilter} />
      <ListingToolbar
        filters={filters}
        sorts={sorts}
        onSort={(sort) => update({ sort })}
        onOpenFilters={() => setPanelOpen(true)}
        total={data?.total}
        totalCapped={data?.totalCapped}
      />
      {body}
      <FiltersPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        filters={filters}
        onApply={update}
        facetsArgs={facetsArgs}
        showCounts={showFacetCounts}
      />
    </div>
  );
}
