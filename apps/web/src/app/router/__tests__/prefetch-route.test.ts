import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApi } from '../../../features/product/api';
import { makeStore } from '../../../shared/lib/store';
import { mockFetch } from '../../../test/fetch-mock';
import { prefetchRouteData } from '../prefetch-route';

const at = (url: string) => ({ pathname: new URL(url, 'http://localhost').pathname });

describe('prefetchRouteData', () => {
  it("asks for a product page's product at start-up, under the key its page reads", async () => {
    const { requests } = mockFetch([{ path: '/api/product/5', body: { id: 5, name: 'Чайник' } }]);
    const store = makeStore();
    // The promise of the answer: the first render may wait for it (main.tsx).
    await prefetchRouteData(store, at('/product/5'));
    expect(productApi.endpoints.product.select(5)(store.getState()).status).toBe('fulfilled');
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/product/5']);
  });

  it("asks for the home page's products and landings", async () => {
    const { requests } = mockFetch([{ path: '/api/catalog/home', body: { products: [], landings: [] } }]);
    prefetchRouteData(makeStore(), at('/'));
    await waitFor(() => expect(requests.map((r) => r.url.pathname)).toEqual(['/api/catalog/home']));
  });

  it('asks for nothing on a page it does not know', async () => {
    const { requests } = mockFetch([]);
    expect(prefetchRouteData(makeStore(), at('/cart'))).toBeUndefined();
    expect(prefetchRouteData(makeStore(), at('/catalog/smartfony'))).toBeUndefined();
    expect(prefetchRouteData(makeStore(), at('/product/abc'))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });
});
