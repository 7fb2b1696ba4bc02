import type { SaleOrder, SaleOrderListItem, SaleOrdersResponse } from '@storefront/contract/sale-orders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, notFound, serverError } from '../../../test/fetch-mock';
import { mockOrderMove } from '../../../test/order-fixture';
import { renderWithProviders } from '../../../test/render';
import { exportPeriod } from '../components/export-link';
import { SaleOrdersPage } from '../sale-orders-page';
import { expectScreenState } from '../../../test/screen-state';
import { findListItems } from '../../../test/queries';

const item = (over: Partial<SaleOrderListItem> = {}): SaleOrderListItem => ({
  id: 41,
  number: 'SF-000041',
  status: 'assembling',
  showcaseId: 1,
  showcaseName: 'Сарафан Маркет',
  createdAt: '2025-03-05T09:30:00.000Z',
  paymentSystemId: 2,
  buyerName: 'Иван Покупателев',
  itemsCount: 3,
  total: 4_990_00,
  trackingNumber: null,
  ...over,
});

const detail = (over: Partial<SaleOrder> = {}): SaleOrder => ({
  ...item(),
  buyer: { name: 'Иван Покупателев', phone: '+79123456789', email: 'ivan@example.com' },
  delivery: { method: 'courier', city: 'Москва', address: 'ул. Тверская, д. 7' },
  comment: 'Позвоните за час',
  lines: [{ id: 1, productId: 5, name: 'Смартфон Nova 5', article: 'PH-5', price: 4_990_00, quantity: 1, picture: null }],
  goodsTotal: 5_290_00,
  bonusNetworkSpent: 300_00,
  bonusLocalSpent: 0,
  paymentStatus: null,
  events: [
    { status: 'new', at: '2025-03-05T09:30:00.000Z', note: 'Заказ оформлен' },
    { status: 'assembling', at: '2025-03-05T09:30:01.000Z', note: 'Оплата при получении — передан на сборку' },
  ],
  actions: ['ship', 'cancel'],
  ...over,
});

const listBody = (
  orders: SaleOrderListItem[],
  showcases = [
    { id: 1, name: 'Сарафан Маркет' },
    { id: 2, name: 'Сарафан Акции' },
  ],
): SaleOrdersResponse => ({
  orders,
  pager: { currentPage: 0, totalPages: 1, total: orders.length },
  showcases,
});

describe('sale orders list', () => {
  it('shows the orders with number, status, buyer and sum, linking to the detail, and a CSV link for the period', async () => {
    mockFetch([
      {
        path: '/api/account/sale-orders/',
        body: listBody([item(), item({ id: 42, number: 'SF-000042', status: 'new', showcaseName: 'Сарафан Акции', showcaseId: 2 })]),
      },
    ]);
    renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders?from=2025-03-01&to=2025-03-31' });
    const items = await findListItems('Список заказов покупателей');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Открыть заказ № SF-000041' })).toHaveAttribute('href', '/account/profile/sale-orders?id=41');
    expect(within(items[0]!).getByText('Собирается')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Покупатель: Иван Покупателев')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/4\s990\s₽/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/· Сарафан Акции/)).toBeInTheDocument();
    expect(screen.getByText('Найдено 2 заказа')).toBeInTheDocument();
    const csv = screen.getByRole('link', { name: 'Выгрузить CSV за 01.03.2025 — 31.03.2025' });
    const href = new URL(csv.getAttribute('href')!);
    expect(href.pathname).toBe('/api/account/sale-orders/export.csv');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ from: '2025-03-01', to: '2025-03-31' });
    expect(csv).toHaveAttribute('download');
  });

  it('sends the filters chosen (status, showcase, dates) and resets them', async () => {
    const { requests } = mockFetch([{ path: '/api/account/sale-orders/', body: listBody([item()]) }]);
    const { user, router } = renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders' });
    await screen.findByRole('list', { name: 'Список заказов покупателей' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'Отправлен');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Витрина' }), 'Сарафан Акции');
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped&showcaseId=2'));
    await waitFor(() => {
      const last = requests.filter((r) => r.url.pathname === '/api/account/sale-orders/').at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toMatchObject({ status: 'shipped', showcaseId: '2', page: '0', json: '1' });
    });
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('warns about a reversed period instead of asking the server', async () => {
    const { requests } = mockFetch([{ path: '/api/account/sale-orders/', body: listBody([]) }]);
    renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders?from=2025-03-10&to=2025-03-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Дата «по» раньше даты «с»');
    expect(requests.filter((r) => r.url.pathname === '/api/account/sale-orders/')).toHaveLength(0);
  });

  it('has empty states for no orders, no matches and no showcases, and an error state', async () => {
    mockFetch([{ path: '/api/account/sale-orders/', body: listBody([]) }]);
    const first = renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders' });
    expect(await screen.findByRole('heading', { name: 'Заказов пока нет' })).toBeInTheDocument();
    first.unmount();

    mockFetch([{ path: '/api/account/sale-orders/', body: listBody([]) }]);
    const second = renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders?status=returned' });
    expect(await screen.findByRole('heading', { name: 'Заказов не найдено' })).toBeInTheDocument();
    second.unmount();

    mockFetch([{ path: '/api/account/sale-orders/', body: listBody([], []) }]);
    const third = renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders' });
    await expectScreenState('У вас нет витрин', { name: 'Мои витрины', href: '/account/profile/showcases' });
    expect(screen.queryByRole('link', { name: /Выгрузить CSV/ })).not.toBeInTheDocument();
    third.unmount();

    mockFetch([{ path: '/api/account/sale-orders/', ...serverError }]);
    renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Неизвестная ошибка. Попробуйте ещё раз');
  });

  it('exports the last 30 days when no period is chosen, and never more than the server allows', () => {
    const today = new Date('2025-03-31T09:00:00Z');
    expect(exportPeriod({}, today)).toEqual({ from: '2025-03-02', to: '2025-03-31' });
    // Late evening in UTC is already the next day in Moscow, where the server reads the dates.
    expect(exportPeriod({}, new Date('2025-03-30T22:30:00Z')).to).toBe('2025-03-31');
    expect(exportPeriod({ from: '2025-03-20' }, today)).toEqual({ from: '2025-03-20', to: '2025-03-31' });
    expect(exportPeriod({ from: '2020-01-01', to: '2025-03-31' }, today)).toEqual({ from: '2024-03-31', to: '2025-03-31' });
  });
});

describe('one sale order', () => {
  it('shows the buyer’s contact, delivery, lines, sums and history, with only the legal moves', async () => {
    mockFetch([{ path: '/api/account/sale-orders/', query: { id: '41' }, body: { order: detail() } }]);
    renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders?id=41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № SF-000041' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Позвонить: +79123456789' })).toHaveAttribute('href', 'tel:+79123456789');
    expect(screen.getByRole('link', { name: 'Написать: ivan@example.com' })).toHaveAttribute('href', 'mailto:ivan@example.com');
    expect(screen.getByText('Курьером: Москва, ул. Тверская, д. 7')).toBeInTheDocument();
    expect(screen.getByText('Позвоните за час')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Смартфон Nova 5' })).toBeInTheDocument();
    const sums = screen.getByRole('region', { name: 'Сумма заказа' });
    expect(within(sums).getByText('Итого').nextSibling).toHaveTextContent(/4\s990\s₽/);
    expect(within(sums).getByText('Оплата: при получении')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'История заказа' })).getAllByRole('listitem')).toHaveLength(2);
    const actions = screen.getByRole('region', { name: 'Действия с заказом' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Отправить', 'Отменить заказ']);
    expect(screen.getByRole('link', { name: 'Все заказы покупателей' })).toHaveAttribute('href', '/account/profile/sale-orders');
  });

  it('shows the seller the refund of a cancelled card-paid order', async () => {
    const refunds = [{ id: 7, amount: 499_000, status: 'canceled' as const, createdAt: '2026-11-21T10:00:00.000Z' }];
    mockFetch([{ path: '/api/account/sale-orders/', query: { id: '41' }, body: { order: detail({ status: 'cancelled', refunds }) } }]);
    renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders?id=41' });
    const list = await screen.findByRole('list', { name: 'Возвраты денег' });
    expect(list).toHaveTextContent(/Возврат 4\s990\s₽ от 21\.11\.2026/);
    expect(list).toHaveTextContent('Возврат не прошёл');
  });

  it('ships with a tracking number checked before sending', async () => {
    const { requests } = mockOrderMove('/api/account/sale-orders/', detail(), {
      status: 'shipped',
      trackingNumber: 'RP123456789RU',
      actions: ['deliver'],
    });
    const { user, store } = renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders?id=41' });
    await user.click(await screen.findByRole('button', { name: 'Отправить' }));
    const dialog = screen.getByRole('dialog', { name: 'Отправка заказа № SF-000041' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Трек-номер' }), 'трек');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Трек-номер: от 3 до 40 латинских букв, цифр, пробелов и дефисов');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    const field = within(dialog).getByRole('textbox', { name: 'Трек-номер' });
    await user.clear(field);
    await user.type(field, 'RP123456789RU');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { action: 'orderAction', as: 'seller', orderId: 41, type: 'ship', trackingNumber: 'RP123456789RU' },
      ]),
    );
    expect(await screen.findByText('Трек-номер: RP123456789RU')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Отметить доставленным' })).toBeInTheDocument();
    expect(store.getState().notices.map((n) => n.message)).toContain('Заказ № SF-000041: Отправлен');
  });

  it('cancels only with a reason, after the confirm dialog', async () => {
    const { requests } = mockFetch([
      { path: '/api/account/sale-orders/', query: { id: '41' }, body: { order: detail() } },
      { method: 'POST', path: '/api/ajax/', body: { order: detail({ status: 'cancelled', actions: [] }) } },
    ]);
    const { user } = renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders?id=41' });
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить заказ № SF-000041?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Укажите причину отмены: не меньше 3 символов');
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина отмены' }), 'Нет на складе');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { action: 'orderAction', as: 'seller', orderId: 41, type: 'cancel', reason: 'Нет на складе' },
      ]),
    );
  });

  it('shows why the server refused a move', async () => {
    mockFetch([
      { path: '/api/account/sale-orders/', query: { id: '41' }, body: { order: detail({ status: 'paid', actions: ['assemble', 'cancel'] }) } },
      {
        method: 'POST',
        path: '/api/ajax/',
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'Данные изменились. Обновите страницу и попробуйте снова',
          fields: { status: 'Заказ в статусе «отменён» нельзя перевести в «собирается»' },
        },
      },
    ]);
    const { user, store } = renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders?id=41' });
    await user.click(await screen.findByRole('button', { name: 'Передать в сборку' }));
    await waitFor(() =>
      expect(store.getState().notices.at(-1)).toMatchObject({ type: 'danger', message: 'Заказ в статусе «отменён» нельзя перевести в «собирается»' }),
    );
  });

  it('says when the order is not on the user’s showcases', async () => {
    mockFetch([{ path: '/api/account/sale-orders/', query: { id: '99' }, ...notFound }]);
    renderWithProviders(<SaleOrdersPage />, { route: '/account/profile/sale-orders?id=99' });
    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
  });
});
