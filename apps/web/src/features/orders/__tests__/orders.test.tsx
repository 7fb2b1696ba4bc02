import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../shared/lib/platform';
import { mockFetch, notFound, serverError } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { OrdersPage } from '../orders-page';
import { mockOrderMove, order } from '../../../test/order-fixture';
import { expectScreenState } from '../../../test/screen-state';
import { findListItems } from '../../../test/queries';

describe('orders list', () => {
  it('shows each order with its number, status, date and sum, linking to the order', async () => {
    mockFetch([
      { path: '/api/account/orders/', body: { orders: [order(), order({ id: 13, number: 'DEMO-1007', status: 'shipped', total: 990_00 })] } },
    ]);
    renderWithProviders(<OrdersPage />, { route: '/account/profile/orders' });
    const items = await findListItems('Список заказов');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Заказ № DEMO-1006: подробнее' })).toHaveAttribute('href', '/account/profile/orders?id=12');
    expect(within(items[0]!).getByText('Доставлен')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^от 05\.03\.2025/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/2\s200\s₽/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('В доставке')).toBeInTheDocument();
  });

  it('has an empty state leading to the catalogue', async () => {
    mockFetch([{ path: '/api/account/orders/', body: { orders: [] } }]);
    renderWithProviders(<OrdersPage />, { route: '/account/profile/orders' });
    await expectScreenState('Заказов пока нет', { name: 'Перейти в каталог', href: '/catalog' });
  });

  it('shows the error screen with a retry', async () => {
    mockFetch([{ path: '/api/account/orders/', ...serverError }]);
    renderWithProviders(<OrdersPage />, { route: '/account/profile/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Неизвестная ошибка. Попробуйте ещё раз');
  });
});

describe('one order', () => {
  it('shows lines, sums, delivery, history, and a claim link on claimable lines only', async () => {
    mockFetch([{ path: '/api/account/orders/', query: { id: '12' }, body: { order: order() } }]);
    renderWithProviders(<OrdersPage />, { route: '/account/profile/orders?id=12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № DEMO-1006' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформить претензию на «Смартфон Nova 5»' })).toHaveAttribute(
      'href',
      '/account/profile/claims/new?id=12&article=PH-5',
    );
    expect(screen.queryByRole('link', { name: 'Оформить претензию на «Чехол»' })).not.toBeInTheDocument();
    const sums = screen.getByRole('region', { name: 'Сумма заказа' });
    expect(within(sums).getByText('Оплачено бонусами сети').nextSibling).toHaveTextContent(/-300\s₽/);
    expect(within(sums).getByText('Итого').nextSibling).toHaveTextContent(/2\s200\s₽/);
    expect(within(sums).getByText(/Оплата: Картой онлайн, оплачено/)).toBeInTheDocument();
    expect(screen.getByText('Трек-номер: TRK-77')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'История заказа' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Вручён покупателю')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все заказы' })).toHaveAttribute('href', '/account/profile/orders');
  });

  it('cancels after a confirmation', async () => {
    const { requests } = mockOrderMove('/api/account/orders/', order({ status: 'assembling', canCancel: true }), {
      status: 'cancelled',
      canCancel: false,
    });
    const { user, store } = renderWithProviders(<OrdersPage />, { route: '/account/profile/orders?id=12' });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ № DEMO-1006?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ action: 'orderAction', orderId: 12, type: 'cancel' }]);
    expect(await screen.findByText('Отменён', { selector: '.order-detail__head .status-pill' })).toBeInTheDocument();
    expect(store.getState().notices.map((n) => n.message)).toContain('Заказ № DEMO-1006 отменён');
  });

  it('confirms receipt of a delivered order', async () => {
    const { requests } = mockOrderMove('/api/account/orders/', order(), { status: 'completed' });
    const { user, store } = renderWithProviders(<OrdersPage />, { route: '/account/profile/orders?id=12' });
    await user.click(await screen.findByRole('button', { name: 'Подтвердить получение' }));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ action: 'orderAction', orderId: 12, type: 'confirmReceipt' }]);
    expect(await screen.findByText('Завершён', { selector: '.order-detail__head .status-pill' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить получение' })).not.toBeInTheDocument();
    expect(store.getState().notices.map((n) => n.message)).toContain('Получение заказа № DEMO-1006 подтверждено. Спасибо за покупку!');
  });

  it('pays again through the provider’s page', async () => {
    const openLink = vi.spyOn(platform, 'openLink').mockImplementation(() => undefined);
    const unpaid = order({ status: 'awaiting_payment', canPay: true, canCancel: true, payment: { status: 'pending', confirmationUrl: null } });
    mockFetch([
      { path: '/api/account/orders/', query: { id: '12' }, body: { order: unpaid } },
      { method: 'POST', path: '/api/ajax/', body: { order: unpaid, confirmationUrl: 'https://pay.example/checkout/1' } },
    ]);
    const { user } = renderWithProviders(<OrdersPage />, { route: '/account/profile/orders?id=12' });
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(openLink).toHaveBeenCalledWith('https://pay.example/checkout/1'));
  });

  it('repeats the order into the cart and says what was left out', async () => {
    const { requests } = mockFetch([
      { path: '/api/account/orders/', query: { id: '12' }, body: { order: order() } },
      {
        method: 'POST',
        path: '/api/ajax/',
        body: {
          order: order(),
          added: [{ productId: 5, name: 'Смартфон Nova 5', quantity: 1 }],
          skipped: [{ productId: 6, name: 'Чехол', quantity: 0, requested: 1 }],
        },
      },
    ]);
    const { user, store, router } = renderWithProviders(<OrdersPage />, { route: '/account/profile/orders?id=12' });
    await user.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ action: 'orderAction', orderId: 12, type: 'repeat' }]);
    expect(store.getState().notices.at(-1)).toMatchObject({
      type: 'warning',
      message: 'В корзину добавлен 1 товар. Нет в наличии в нужном количестве: Чехол',
    });
  });

  it('shows the refund of a cancelled card-paid order with its state', async () => {
    const cancelled = order({
      status: 'cancelled',
      refunds: [
        { id: 3, amount: 220_000, status: 'succeeded', createdAt: '2026-11-21T10:00:00.000Z' },
        { id: 4, amount: 5_050, status: 'pending', createdAt: '2026-11-22T10:00:00.000Z' },
      ],
    });
    mockFetch([{ path: '/api/account/orders/', query: { id: '12' }, body: { order: cancelled } }]);
    renderWithProviders(<OrdersPage />, { route: '/account/profile/orders?id=12' });
    const [done, waiting] = await findListItems('Возвраты денег');
    expect(done).toHaveTextContent(/Возврат 2\s200\s₽ от 21\.11\.2026/);
    expect(done).toHaveTextContent('Деньги возвращены');
    expect(waiting).toHaveTextContent(/Возврат 50,5\s₽/);
    expect(waiting).toHaveTextContent('Возврат в обработке');
  });

  it('says when the order is not the user’s', async () => {
    mockFetch([{ path: '/api/account/orders/', query: { id: '99' }, ...notFound }]);
    renderWithProviders(<OrdersPage />, { route: '/account/profile/orders?id=99' });
    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
  });
});
