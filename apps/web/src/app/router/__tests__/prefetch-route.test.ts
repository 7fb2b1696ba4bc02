import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogApi } from '../../../features/catalog/api';
import { productApi } from '../../../features/product/api';
import { commerceApi } from '../../../shared/commerce/commerce-api';
import { makeStore } from '../../../shared/lib/store';
import { mockFetch } from '../../../test/fetch-mock';
import { prefetchRouteData } from '../prefetch-route';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
};
const products = { items: [], page: 1, pageSize: 24, total: 0, totalPages: 0, category: null };
const emptyCart = { cart: { goodsInfo: [], cnt_in_cart: 0, total: 0, oldTotal: 0 } };

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__STOREFRONT__;
});

describe('prefetchRouteData', () => {
  it("asks for a product page's product at start-up, under the key its page reads", async () => {
    const { requests } = mockFetch([{ path: '/api/product/5', body: { id: 5, name: 'Чайник' } }]);
    const store = makeStore();
    // The promise of the answer: the first render may wait for it (main.tsx).
    await prefetchRouteData(store, at('/product/5'));
    expect(productApi.endpoints.product.select(5)(store.getState()).status).toBe('fulfilled');
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/product/5']);
  });

  it("asks for the home page's products and landings, and the cart its cards show", async () => {
    const { requests } = mockFetch([
      { path: '/api/catalog/home', body: { products: [], landings: [] } },
      { path: '/api/cart/', body: emptyCart },
    ]);
    const store = makeStore();
    await prefetchRouteData(store, at('/'));
    expect(requests.map((r) => r.url.pathname).sort()).toEqual(['/api/cart/', '/api/catalog/home']);
    // The grid's cart subscription (CartHost) finds it in the cache: the cards render once with their quantities.
    expect(commerceApi.endpoints.cart.select()(store.getState()).status).toBe('fulfilled');
  });

  it('asks for no cart on a landing showcase, whose cards lead to its store', async () => {
    (window as unknown as Record<string, unknown>).__STOREFRONT__ = {
      showcaseId: 7,
      showcaseName: 'Витрина',
      showcaseStateId: SHOWCASE_STATE.landing,
    };
    const { requests } = mockFetch([{ path: '/api/catalog/home', body: { products: [], landings: [] } }]);
    await prefetchRouteData(makeStore(), at('/'));
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/catalog/home']);
  });

  it("asks for a category's products, at the URL's sort, filters and page, and the showcase's category tree", async () => {
    (window as unknown as Record<string, unknown>).__STOREFRONT__ = { showcaseId: 7, showcaseName: 'Витрина' };
    const { requests } = mockFetch([
      { path: '/api/catalog/products', body: products },
      { path: '/api/tg', query: { method: 'getShowcaseMenu', id: '7' }, body: { categories: [] } },
      { path: '/api/cart/', body: emptyCart },
    ]);
    const store = makeStore();
    // Once the page's chunk has arrived; the first render may wait for the answers (main.tsx).
    await prefetchRouteData(store, at('/catalog/telefony/smartfony?sort=price_asc&page=2&in_stock=1'));
    const asked = requests.find((r) => r.url.pathname === '/api/catalog/products');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({ category: 'smartfony', sort: 'price_asc', page: '2', inStock: '1' });
    // The page finds them in the cache under its own arguments: features/catalog/__tests__/catalog-page.test.tsx.
    expect(catalogApi.endpoints.showcaseMenu.select(7)(store.getState()).status).toBe('fulfilled');
    expect(commerceApi.endpoints.cart.select()(store.getState()).status).toBe('fulfilled');
  });

  it('asks for nothing on a page it does not know', async () => {
    const { requests } = mockFetch([]);
    expect(prefetchRouteData(makeStore(), at('/cart'))).toBeUndefined();
    expect(prefetchRouteData(makeStore(), at('/product/abc'))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });
});
