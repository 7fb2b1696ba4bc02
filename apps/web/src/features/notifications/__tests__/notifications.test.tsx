import type { AppNotification } from '@storefront/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCountersQuery } from '../../../shared/lib/tg-api';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { NotificationsPage } from '../notifications-page';

const item = (id: number, overrides: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: 'order_status',
  title: `Заказ DEMO-100${id} доставлен`,
  body: 'Подтвердите получение.',
  link: '/account/profile/orders?id=12',
  createdAt: '2025-03-10T10:00:00.000Z',
  seen: false,
  ...overrides,
});

/** The header's counters, as the layout reads them: a marking must refresh them (spec §4). */
function CountersProbe() {
  const { data } = useCountersQuery();
  return <p>Непрочитанных в счётчике: {data?.UnseenNotifications ?? '…'}</p>;
}

function server(initial: AppNotification[]) {
  let items = initial;
  const unseen = () => items.filter((n) => !n.seen).length;
  const mock = mockFetch([
    { path: '/api/account/notifications/', body: () => ({ notifications: items, unseen: unseen(), pager: { currentPage: 0, totalPages: 1 } }) },
    { path: '/api/tg', query: { method: 'getCounters' }, body: () => ({ NewReferals: 0, UnseenTransactions: 0, UnseenNotifications: unseen() }) },
    {
      method: 'POST',
      path: '/api/ajax/',
      body: () => {
        const body = mock.requests.at(-1)!.body as { id?: number; all?: true };
        items = items.map((n) => (body.all || n.id === body.id ? { ...n, seen: true } : n));
        return { ok: true, unseen: unseen() };
      },
    },
  ]);
  return mock;
}

describe('notifications', () => {
  it('lists them with the unseen count; marking one as seen refreshes the list and the counters', async () => {
    const { requests } = server([item(1), item(2), item(3, { seen: true, title: 'Начислены бонусы', link: null })]);
    const { user } = renderWithProviders(
      <>
        <CountersProbe />
        <NotificationsPage />
      </>,
      { route: '/account/profile/notifications' },
    );
    expect(await screen.findByText('2 непрочитанных')).toBeInTheDocument();
    expect(await screen.findByText('Непрочитанных в счётчике: 2')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Список уведомлений' });
    expect(within(list).getAllByRole('img', { name: 'Новое' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Прочитано: Заказ DEMO-1001 доставлен' }));
    expect(await screen.findByText('1 непрочитанное')).toBeInTheDocument();
    expect(await screen.findByText('Непрочитанных в счётчике: 1')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ action: 'updateNotification', id: 1, seen: true }]);
  });

  it('marks all as seen at once', async () => {
    const { requests } = server([item(1), item(2)]);
    const { user } = renderWithProviders(<NotificationsPage />, { route: '/account/profile/notifications' });
    await user.click(await screen.findByRole('button', { name: 'Отметить все прочитанными' }));
    expect(await screen.findByText('Всё прочитано')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметить все прочитанными' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ action: 'updateNotification', all: true, seen: true }]);
  });

  it('opens a notification’s link after marking it seen, and never follows links off the site', async () => {
    server([item(1), item(2, { link: 'https://evil.example/', title: 'Чужая ссылка' })]);
    const { user, router } = renderWithProviders(<NotificationsPage />, { route: '/account/profile/notifications' });
    const evil = (await screen.findByRole('heading', { name: /Чужая ссылка/ })).closest('article')!;
    expect(within(evil).queryByRole('button', { name: 'Подробнее' })).not.toBeInTheDocument();
    const first = screen.getByRole('heading', { name: /Заказ DEMO-1001/ }).closest('article')!;
    await user.click(within(first).getByRole('button', { name: 'Подробнее' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/account/profile/orders?id=12'));
  });

  it('has an empty state', async () => {
    server([]);
    renderWithProviders(<NotificationsPage />, { route: '/account/profile/notifications' });
    expect(await screen.findByRole('heading', { name: 'Уведомлений пока нет' })).toBeInTheDocument();
  });
});
