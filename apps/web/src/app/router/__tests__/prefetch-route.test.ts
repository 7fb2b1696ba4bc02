import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogApi } from '../../../features/catalog/api';
import { productApi } from '../../../features/product/api';
import { readGlobalFilterParam } from '../../../shared/commerce/listing/global-filter';
import { readListFilters, SORTS, toApiList } from '../../../shared/commerce/listing/list-params';
import { makeStore } from '../../../shared/lib/store';
import { mockFetch } from '../../../test/fetch-mock';
import { prefetchRouteData } from '../prefetch-route';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
};

describe('prefetchRouteData', () => {
  it("asks for a product page's product at start-up, under the key its page reads", async () => {
    const { requests } = mockFetch([{ path: '/api/product/5', body: { id: 5, name: 'Чайник' } }]);
    const store = makeStore();
    prefetchRouteData(store, at('/product/5'));
    await waitFor(() => expect(productApi.endpoints.product.select(5)(store.getState()).status).toBe('fulfilled'));
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/product/5']);
  });

  it("asks for a category's list with the page's own arguments (URL filters) and the category tree", async () => {
    (window as unknown as Record<string, unknown>).__STOREFRONT__ = { showcaseId: 1, showcaseName: 'Витрина' };
    const { requests } = mockFetch([
      { path: '/api/catalog/products', body: { items: [], total: 0, page: 1, totalPages: 0 } },
      { path: '/api/tg', body: { categories: [] } },
    ]);
    const store = makeStore();
    prefetchRouteData(store, at('/catalog/smartfony?sort=price_asc&sf=new'));
    // What the catalogue page passes to useProductsQuery for this address.
    const params = new URLSearchParams('sort=price_asc&sf=new');
    const pageArgs = { ...toApiList(readListFilters(params, SORTS), readGlobalFilterParam(params)), category: 'smartfony' };
    await waitFor(() => expect(catalogApi.endpoints.products.select(pageArgs)(store.getState()).status).toBe('fulfilled'));
    await waitFor(() => expect(catalogApi.endpoints.showcaseMenu.select(1)(store.getState()).status).toBe('fulfilled'));
    const list = requests.find((r) => r.url.pathname === '/api/catalog/products');
    expect(list?.url.searchParams.get('category')).toBe('smartfony');
    expect(list?.url.searchParams.get('sort')).toBe('price_asc');
  });

  it('asks for nothing on a page it does not know', async () => {
    const { requests } = mockFetch([]);
    prefetchRouteData(makeStore(), at('/cart'));
    prefetchRouteData(makeStore(), at('/product/abc'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });
});
