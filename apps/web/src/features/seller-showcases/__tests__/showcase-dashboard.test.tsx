import type { Dashboard } from '@storefront/contract/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { forbidden, type MockRoute } from '../../../test/fetch-mock';
import { mockSignedIn } from '../../../test/fixtures';
import { renderWithProviders, atRoute } from '../../../test/render';
import { ShowcaseDashboardPage } from '../showcase-dashboard-page';

// uPlot draws on a canvas jsdom does not have: the chart is checked for the data it is given.
const charted: Array<{ days: string[]; revenue: number[]; orders: number[] }> = [];
vi.mock('../components/dashboard-chart', () => ({
  DashboardChart: ({ data }: { data: { days: string[]; revenue: number[]; orders: number[] } }) => {
    charted.push(data);
    return <div data-testid="chart">{data.days.length}</div>;
  },
}));

const settings = { id: 1, info: { name: 'Главная витрина' } };
const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ day: `2026-11-${String(25 - n + 1 + i).padStart(2, '0')}`, revenue: 0, orders: 0 }));

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  showcaseId: 1,
  days: 30,
  from: '2026-10-27',
  to: '2026-11-25',
  revenue: 18_000.5,
  orders: 3,
  averageOrder: 6000.17,
  linkOpens: 4,
  linkOrders: 2,
  conversion: 50,
  bonuses: { pending: 15, available: 32 },
  series: days(25),
  topProducts: [
    { productId: 7, name: 'Кроссовки беговые', quantity: 3, revenue: 1100 },
    { productId: 9, name: 'Бутылка для воды', quantity: 2, revenue: 700 },
  ],
  campaigns: [
    { cmp: '01ABCD', opens: 3, orders: 2, revenue: 1300 },
    { cmp: '02WXYZ', opens: 1, orders: 0, revenue: 0 },
  ],
  ...overrides,
});

const route = '/account/profile/showcases/1';
const page = atRoute(paths.showcaseEdit, <ShowcaseDashboardPage />);

function setup(extra: MockRoute[]) {
  return mockSignedIn([{ path: '/api/account/showcases/edit/', body: settings }, ...extra]);
}

describe('showcase dashboard', () => {
  it('shows the figures, the chart, top products, the campaigns and the exports of 30 days', async () => {
    setup([{ path: '/api/account/showcases/dashboard', query: { days: '30' }, body: dashboard() }]);
    renderWithProviders(page, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Главная витрина' })).toBeInTheDocument();
    expect(await screen.findByText('Выручка', { selector: '.dashboard__kpi-label' })).toBeInTheDocument();
    const kpi = (label: string) => screen.getByText(label, { selector: '.dashboard__kpi-label' }).nextElementSibling;
    expect(kpi('Выручка')).toHaveTextContent(/^18\s000,50 ₽$/);
    expect(kpi('Заказы')).toHaveTextContent('3');
    expect(kpi('Средний чек')).toHaveTextContent(/^6\s000,17 ₽$/);
    expect(kpi('Конверсия ссылок')).toHaveTextContent('50 %');
    expect(screen.getByText('4 переходов → 2 заказов')).toBeInTheDocument();
    expect(kpi('Бонусы ожидают')).toHaveTextContent(/^15,00 ₽$/);
    expect(kpi('Бонусы доступны')).toHaveTextContent(/^32,00 ₽$/);
    expect(screen.getByTestId('chart')).toHaveTextContent('25');
    const top = screen.getByRole('region', { name: 'Популярные товары' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Кроссовки беговые'), expect.stringContaining('Бутылка для воды')]);
    const links = screen.getByRole('region', { name: 'Ссылки и кампании' });
    const rows = within(links).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/01ABCD\s*3\s*2\s*1\s300,00 ₽/);
    const exports = screen.getByRole('region', { name: 'Выгрузка CSV' });
    expect(within(exports).getByRole('link', { name: 'Заказы' })).toHaveAttribute(
      'href',
      '/api/account/sale-orders/export.csv?from=2026-10-27&to=2026-11-25&showcaseId=1',
    );
    expect(within(exports).getByRole('link', { name: 'Ссылки' })).toHaveAttribute(
      'href',
      '/api/account/showcases/dashboard/export.csv?id=1&days=30&kind=links',
    );
    expect(within(exports).getByRole('link', { name: 'Бонусы' })).toHaveAttribute(
      'href',
      '/api/account/showcases/dashboard/export.csv?id=1&days=30&kind=bonuses',
    );
  });

  it('switches the period and asks the server for it', async () => {
    const { requests } = setup([
      { path: '/api/account/showcases/dashboard', query: { days: '30' }, body: dashboard() },
      { path: '/api/account/showcases/dashboard', query: { days: '7' }, body: dashboard({ days: 7, revenue: 1500, orders: 2, series: days(7) }) },
    ]);
    const { user } = renderWithProviders(page, { route });
    await screen.findByText('Выручка', { selector: '.dashboard__kpi-label' });
    await user.click(screen.getByRole('button', { name: '7 дней' }));
    await waitFor(() =>
      expect(screen.getByText('Выручка', { selector: '.dashboard__kpi-label' }).nextElementSibling).toHaveTextContent(/^1\s500,00 ₽$/),
    );
    expect(screen.getByRole('button', { name: '7 дней' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('chart')).toHaveTextContent('7');
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/account/showcases/dashboard')).map((r) => r.url.searchParams.get('days'))).toEqual([
      '30',
      '7',
    ]);
  });

  it('explains an empty period', async () => {
    setup([
      {
        path: '/api/account/showcases/dashboard',
        query: { days: '30' },
        body: dashboard({
          revenue: 0,
          orders: 0,
          averageOrder: 0,
          linkOpens: 0,
          linkOrders: 0,
          conversion: null,
          topProducts: [],
          campaigns: [],
          bonuses: { pending: 0, available: 0 },
        }),
      },
    ]);
    renderWithProviders(page, { route });
    expect(await screen.findByText(/^За этот период продаж и переходов по ссылкам пока нет/)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Продаж за период нет')).toBeInTheDocument();
    expect(screen.getByText('По ссылкам с меткой кампании ещё никто не переходил')).toBeInTheDocument();
    expect(screen.getByText('Конверсия ссылок', { selector: '.dashboard__kpi-label' }).nextElementSibling).toHaveTextContent('—');
  });

  it('shows the server refusal to someone who does not administer the showcase', async () => {
    setup([{ path: '/api/account/showcases/dashboard', query: { days: '30' }, ...forbidden }]);
    renderWithProviders(page, { route });
    expect(await screen.findByText('Недостаточно прав для этого действия')).toBeInTheDocument();
    expect(screen.queryByText('Выручка')).not.toBeInTheDocument();
  });
});
