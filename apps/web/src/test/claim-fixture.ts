import type { Claim, SellerClaim } from '@storefront/contract/claims';

/** The two lines of the buyer's order 12 (DEMO-1006) that claims are made on. */
export const phoneLine = { id: 31, productId: 5, name: 'Смартфон Nova 5', article: 'PH-5', price: 2_000_00, quantity: 1, picture: null };
export const coverLine = { id: 32, productId: 6, name: 'Чехол Nova 5', article: 'CS-5', price: 500_00, quantity: 3, picture: null };

/** A new claim on the phone of order 12, with one photo, as the buyer sees it; tests override what they look at. */
export function claim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 7,
    status: 'new',
    reason: 'defect',
    description: 'Экран с трещиной',
    answer: null,
    createdAt: '2025-03-10T10:00:00.000Z',
    updatedAt: '2025-03-10T10:00:00.000Z',
    order: { id: 12, number: 'DEMO-1006', createdAt: '2025-03-05T09:30:00.000Z' },
    line: phoneLine,
    lines: [{ ...phoneLine, claimed: 1, approved: null }],
    escalatedAt: null,
    canEscalate: false,
    photos: ['/api/account/claims/7/photos/1'],
    ...overrides,
  };
}

/** The same claim as the seller sees it, made on two of the three covers instead. */
export function sellerClaim(overrides: Partial<SellerClaim> = {}): SellerClaim {
  return {
    ...claim({ line: coverLine, lines: [{ ...coverLine, claimed: 2, approved: null }] }),
    buyerName: 'Иван Покупателев',
    orderStatus: 'delivered',
    escalationNote: null,
    ...overrides,
  };
}
