import type { Order } from '@storefront/contract/orders';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { platform } from '../../../shared/lib/platform';
import { notFound } from '../../../test/fetch-mock';
import { mockSignedIn } from '../../../test/fixtures';
import { order as deliveredOrder } from '../../../test/order-fixture';
import { atRoute, renderWithProviders } from '../../../test/render';
import { PAYMENT_POLL_MS } from '../api';
import { OrderSuccessPage } from '../order-success-page';

/** The order just placed, awaiting its card payment: what this page shows of it (number, state, sum, delivery, moves). */
const order = (over: Partial<Order> = {}): Order =>
  deliveredOrder({
    id: 42,
    number: 'SF-000042',
    status: 'awaiting_payment',
    payment: { status: 'pending', confirmationUrl: 'http://localhost:3000/api/sandbox/pay/p-1' },
    goodsTotal: 4_000_00,
    bonusNetworkSpent: 0,
    total: 4_000_00,
    delivery: { method: 'courier', city: 'Москва', address: 'ул Тверская, д 7' },
    canCancel: true,
    canPay: true,
    ...over,
  });

const page = (route: string) =>
  renderWithProviders(atRoute([paths.orderSuccess, paths.orderSuccessId, paths.orderSuccess2], <OrderSuccessPage />), { route });

describe('order success page', () => {
  it('polls every 3 s while the card payment is pending and shows it paid when the webhook lands', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = order();
    const { requests } = mockSignedIn([{ path: '/api/account/orders/', query: { id: '42' }, body: () => ({ order: current }) }]);
    page('/order/success/42');
    expect(await screen.findByRole('heading', { name: 'Заказ оформлен' })).toBeInTheDocument();
    expect(screen.getByText('Заказ № SF-000042')).toBeInTheDocument();
    expect(screen.getByText('Ожидаем подтверждения')).toBeInTheDocument();
    expect(screen.getByText('Проверяем оплату…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute('href', 'http://localhost:3000/api/sandbox/pay/p-1');

    current = order({ status: 'paid', payment: { status: 'succeeded', confirmationUrl: null }, canPay: false });
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS + 100));
    expect(await screen.findByRole('heading', { name: 'Заказ оплачен' })).toBeInTheDocument();
    expect(screen.getByText('Оплачено картой')).toBeInTheDocument();
    expect(screen.getByText('Продавец соберёт заказ и передаст его в доставку.')).toBeInTheDocument();
    const reads = () => requests.filter((r) => r.url.pathname === '/api/account/orders/').length;
    const settled = reads();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
    expect(reads()).toBe(settled);
  });

  it('offers to pay again after a failed payment, with a fresh link', async () => {
    const openLink = vi.spyOn(platform, 'openLink').mockImplementation(() => {});
    const { requests } = mockSignedIn([
      { path: '/api/account/orders/', body: { order: order({ payment: { status: 'canceled', confirmationUrl: null } }) } },
      { method: 'POST', path: '/api/ajax/', body: { order: order(), confirmationUrl: 'http://localhost:3000/api/sandbox/pay/p-2' } },
    ]);
    const { user } = page('/order/success/42');
    expect(await screen.findByText('Оплата не прошла. Заказ сохранён — попробуйте оплатить ещё раз.')).toBeInTheDocument();
    expect(screen.getByText('Не прошла')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оплатить снова' }));
    await waitFor(() => expect(openLink).toHaveBeenCalledWith('http://localhost:3000/api/sandbox/pay/p-2'));
    expect(requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/ajax/')?.body).toEqual({
      action: 'orderAction',
      orderId: 42,
      type: 'pay',
    });
  });

  it('tells a pay-on-delivery buyer what happens next (/order/success2/{id})', async () => {
    mockSignedIn([
      { path: '/api/account/orders/', body: { order: order({ status: 'assembling', paymentSystemId: 2, payment: null, canPay: false }) } },
    ]);
    page('/order/success2/42');
    expect(await screen.findByText('При получении')).toBeInTheDocument();
    expect(screen.getByText('Собирается')).toBeInTheDocument();
    expect(screen.getByText('Продавец собирает заказ. Оплатите его при получении — курьеру или в пункте выдачи.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить снова' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/account/profile/orders');
  });

  it('says "not found" for another user’s or a malformed order id, and thanks generally without one', async () => {
    mockSignedIn([{ path: '/api/account/orders/', ...notFound }]);
    const first = page('/order/success/7');
    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
    first.unmount();
    const second = page('/order/success/abc');
    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
    second.unmount();
    page('/order/success');
    expect(await screen.findByRole('heading', { name: 'Заказ оформлен' })).toBeInTheDocument();
  });
});
