import type { Order } from '@storefront/contract/orders';
import { mockFetch } from './fetch-mock';

/** A delivered buyer's order with two lines and its history; tests override what they look at. */
export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    number: 'DEMO-1006',
    status: 'delivered',
    showcaseId: 1,
    showcaseName: 'Сарафан Маркет',
    createdAt: '2025-03-05T09:30:00.000Z',
    paymentSystemId: 1,
    payment: { status: 'succeeded', confirmationUrl: null },
    goodsTotal: 2_500_00,
    bonusNetworkSpent: 300_00,
    bonusLocalSpent: 0,
    total: 2_200_00,
    contact: { name: 'Иван Покупателев', phone: '+79123456789' },
    delivery: { method: 'courier', city: 'Москва', address: 'ул. Тверская, д. 7, кв. 12' },
    comment: 'Позвоните за час',
    trackingNumber: 'TRK-77',
    lines: [
      { id: 31, productId: 5, name: 'Смартфон Nova 5', article: 'PH-5', price: 2_000_00, quantity: 1, picture: null, claimable: true },
      { id: 32, productId: 6, name: 'Чехол', article: 'CS-6', price: 500_00, quantity: 1, picture: null, claimable: false },
    ],
    events: [
      { status: 'new', at: '2025-03-05T09:30:00.000Z', note: 'Заказ оформлен' },
      { status: 'delivered', at: '2025-03-09T12:00:00.000Z', note: 'Вручён покупателю' },
    ],
    canCancel: false,
    canPay: false,
    ...overrides,
  };
}

/**
 * Serves `first` at `path?id=…` and answers an order move (POST /api/ajax/) with the order as `changes` leave it, which is
 * served from then on; the buyer's and the seller's order screens alike.
 */
export function mockOrderMove<T extends { id: number }>(path: string, first: T, changes: NoInfer<Partial<T>>) {
  let current = first;
  return mockFetch([
    { path, query: { id: String(first.id) }, body: () => ({ order: current }) },
    {
      method: 'POST',
      path: '/api/ajax/',
      body: () => {
        current = { ...current, ...changes };
        return { order: current };
      },
    },
  ]);
}
