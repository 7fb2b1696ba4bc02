import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, readListFilters, SEARCH_SORTS, SORTS, toApiFilters, toApiList, writeListFilters } from '../listing/list-params';

describe('list parameters', () => {
  it('reads filters from the URL, ignoring bad values', () => {
    const params = new URLSearchParams('brand=nike,BAD!,adidas,nike&price_from=100&price_to=abc&in_stock=1&sort=price_desc&page=3');
    expect(readListFilters(params, SORTS)).toEqual({
      brands: ['nike', 'adidas'],
      priceFrom: 100,
      priceTo: null,
      inStock: true,
      sort: 'price_desc',
      page: 3,
    });
    expect(readListFilters(new URLSearchParams('sort=relevance&page=-2'), SORTS)).toEqual(EMPTY_FILTERS);
    expect(readListFilters(new URLSearchParams('sort=relevance'), SEARCH_SORTS).sort).toBe('relevance');
  });

  it('writes filters back, keeping other parameters and leaving defaults out', () => {
    const next = writeListFilters(new URLSearchParams('q=кеды&page=4'), { ...EMPTY_FILTERS, brands: ['nike'], priceTo: 500 });
    expect(next.toString()).toBe(`q=${encodeURIComponent('кеды')}&brand=nike&price_to=500`);
  });

  it('sends prices in kopecks, swaps a reversed range and sends a global filter with "_" as sf', () => {
    const filters = { ...EMPTY_FILTERS, brands: ['nike', 'puma'], priceFrom: 5000, priceTo: 1000, inStock: true, page: 2, sort: 'new' as const };
    expect(toApiList(filters, 'with_discount')).toEqual({
      brand: 'nike,puma',
      priceMin: 100_000,
      priceMax: 500_000,
      inStock: '1',
      sf: 'with_discount',
      sort: 'new',
      page: 2,
      pageSize: 24,
    });
    expect(toApiFilters(EMPTY_FILTERS, '0')).toEqual({});
  });
});
