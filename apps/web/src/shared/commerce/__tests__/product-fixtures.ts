import type { ProductCard, ProductListResponse } from '@storefront/contract/catalog';
import type { CartResponse } from '@storefront/contract/cart';

/** A product card of the wire contract (prices in kopecks). */
export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    name: 'Кроссовки беговые',
    article: 'ART-001',
    price: 129_000,
    oldPrice: null,
    stock: 10,
    picture: '/images/goods/good_small_pics/1.png',
    brand: { id: 3, slug: 'runfast', name: 'RunFast' },
    categorySlug: 'shoes',
    isFavourite: false,
    ...overrides,
  };
}

/** A plain product of a tea shop's list, known by its id and name: no picture, no brand. */
export function teaProduct(id: number, name: string, overrides: Partial<ProductCard> = {}): ProductCard {
  return productCard({ id, name, article: `A-${id}`, picture: null, brand: null, categorySlug: 'tea', ...overrides });
}

export function productList(items: ProductCard[], overrides: Partial<ProductListResponse> = {}): ProductListResponse {
  return { items, page: 1, pageSize: 24, total: items.length, totalPages: 1, category: null, ...overrides };
}

export function cartWith(lines: Array<{ ProductId: number; Quantity: number }> = []): CartResponse {
  const goodsInfo = lines.map((l) => ({
    ...l,
    name: `Товар ${l.ProductId}`,
    article: `A${l.ProductId}`,
    picture: null,
    price: 10_000,
    oldPrice: null,
    stock: 10,
    lineTotal: 10_000 * l.Quantity,
  }));
  const total = goodsInfo.reduce((n, l) => n + l.lineTotal, 0);
  return { cart: { goodsInfo, cnt_in_cart: goodsInfo.reduce((n, l) => n + l.Quantity, 0), total, oldTotal: total } };
}
