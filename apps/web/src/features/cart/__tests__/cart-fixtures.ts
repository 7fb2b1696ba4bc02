import type { CartLine, CartResponse } from '@storefront/contract/cart';

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const line: CartLine = {
    ProductId: 101,
    Quantity: 1,
    name: 'Чайник электрический',
    article: 'KT-101',
    picture: '/images/goods/good_small_pics/101.png',
    price: 2_990_00,
    oldPrice: null,
    stock: 5,
    lineTotal: 0,
    ...overrides,
  };
  return { ...line, lineTotal: overrides.lineTotal ?? line.price * line.Quantity };
}

export function cartResponse(lines: CartLine[]): CartResponse {
  return {
    cart: {
      goodsInfo: lines,
      cnt_in_cart: lines.reduce((n, l) => n + l.Quantity, 0),
      total: lines.reduce((sum, l) => sum + l.price * l.Quantity, 0),
      oldTotal: lines.reduce((sum, l) => sum + (l.oldPrice ?? l.price) * l.Quantity, 0),
    },
  };
}
