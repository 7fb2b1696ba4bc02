import { STORAGE_KEYS } from '@storefront/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { BonusesScreen } from '../bonuses-screen';
import { bonusPage, tx } from './bonus-fixtures';
import { findListItems } from '../../../test/queries';

/** «Ожидается N» of the balance card: the word and the amount (kept whole) are separate nodes so the line can wrap. */
const expectedLine = (text: string) => (_content: string, el: Element | null) =>
  el?.classList.contains('bonus-balance__expected') === true && el.textContent?.replace(/\s+/g, ' ').trim() === text;

const TX_QUERY = { method: 'getClientBonusTransactions' };
const txRequests = (requests: ReturnType<typeof mockShell>['requests']) =>
  requests
    .filter((r) => r.url.searchParams.get('method') === 'getClientBonusTransactions')
    .map((r) => ({ page: r.url.searchParams.get('page'), sort: r.url.searchParams.get('sort') }));

function shell(body: (url: URL) => unknown) {
  return mockShell({ startup: { isLogged: true }, extra: [{ path: '/api/tg', query: TX_QUERY, body: (_r: Request, url: URL) => body(url) }] });
}

beforeEach(() => window.localStorage.clear());

describe('bonuses screen', () => {
  it('shows "Мои бонусы" with 0 when the balance is zero, and pending with the clock', async () => {
    shell(() => bonusPage({ balance: { GlobalValue: 0, LocalValue: 0 }, Expected: { GlobalValue: 12, LocalValue: 3 }, BonusTransactions: [] }));
    renderWithProviders(<BonusesScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Мои бонусы 0' })).toBeInTheDocument();
    expect(screen.getByText(expectedLine('Ожидается 15'))).toBeInTheDocument();
    expect(screen.queryByText('Бонусов страницы')).not.toBeInTheDocument();
    expect(screen.getByText('Операций с бонусами пока нет')).toBeInTheDocument();
  });

  it('shows the network and page balances otherwise', async () => {
    shell(() => bonusPage());
    renderWithProviders(<BonusesScreen headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои бонусы' })).toBeInTheDocument();
    expect(screen.getByText('Бонусов Сарафан').nextElementSibling).toHaveTextContent('1 250,5');
    expect(screen.getByText('Бонусов страницы').nextElementSibling).toHaveTextContent('40');
    expect(screen.getByText(expectedLine('Ожидается 322,49'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вывести бонусы Сарафан' })).toBeInTheDocument();
  });

  it('styles credits and debits, shows the absolute amount and " от {showcase}" only on a credit with a showcase', async () => {
    shell(() =>
      bonusPage({
        BonusTransactions: [
          tx(1, { Amount: 322.49, AmountKopecks: 32_249, Status: 'pending', State: 'pending' }),
          tx(2, { Amount: -500, AmountKopecks: -50_000, BonusOperationName: 'Оплата заказа бонусами', Operation: 'spend' }),
          tx(3, { Amount: 200, BonusOperationName: 'Перевод от участника', ShowcaseName: null, ShowcaseBotName: null }),
          tx(4, { Amount: 0, AmountKopecks: 0, BonusOperationName: 'Кэшбэк за покупку', ShowcaseBonus: true, ShowcaseName: 'Спорт и отдых' }),
        ],
      }),
    );
    renderWithProviders(<BonusesScreen />);
    const items = await findListItems('Операции с бонусами');
    expect(items[0]).toHaveClass('bonus-tx--credit', 'bonus-tx--pending');
    expect(items[0]).toHaveTextContent('Бонус за покупку в сети, 1-я линия от Сарафан Маркет');
    expect(items[0]).toHaveTextContent('+322,49');
    expect(within(items[0]!).getByText(/Ожидается: станет доступно после завершения заказа/)).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Бонусы Сарафан' })).toBeInTheDocument();

    expect(items[1]).toHaveClass('bonus-tx--debit');
    expect(items[1]).toHaveTextContent('−500');
    expect(items[1]).not.toHaveTextContent('-500');
    expect(items[1]).not.toHaveTextContent(' от ');

    expect(items[2]).toHaveClass('bonus-tx--credit');
    expect(items[2]!.querySelector('.bonus-tx__name')).toHaveTextContent(/^Перевод от участника$/);

    expect(items[3]).toHaveClass('bonus-tx--credit');
    expect(items[3]).toHaveTextContent('Кэшбэк за покупку от Спорт и отдых');
    expect(within(items[3]!).getByRole('img', { name: 'Бонусы страницы' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('05.03.2025');
  });

  it('shows each entry’s order, line, state with its release date, and kopecks as money', async () => {
    shell(() =>
      bonusPage({
        BonusTransactions: [
          tx(1, {
            Amount: 2393.4,
            AmountKopecks: 239_340,
            Status: 'pending',
            State: 'pending',
            ReleaseDate: '2026-12-01T00:00:00.000Z',
            OrderId: 12,
            OrderNumber: 'SF-12',
            BuyerName: 'Иван Покупатель',
            Level: 1,
          }),
          tx(2, {
            Amount: 74.75,
            AmountKopecks: 7475,
            BonusOperationName: 'Кэшбэк за покупку',
            OrderId: 13,
            OrderNumber: 'SF-13',
            ShowcaseBonus: true,
          }),
          tx(3, {
            Amount: -600,
            AmountKopecks: -60_000,
            BonusOperationName: 'Вывод бонусов',
            Operation: 'withdrawal',
            State: 'withdrawn',
            ShowcaseName: null,
          }),
          tx(4, {
            Amount: 40,
            AmountKopecks: 4000,
            Status: 'reversed',
            State: 'reversed',
            OrderId: 14,
            OrderNumber: 'SF-14',
            BuyerName: 'Иван Покупатель',
            Level: 2,
          }),
        ],
      }),
    );
    renderWithProviders(<BonusesScreen />);
    const items = await findListItems('Операции с бонусами');
    expect(items[0]).toHaveTextContent(/\+2\s393,40$/);
    expect(items[0]).toHaveTextContent(/Заказ №\sSF-12, покупатель Иван Покупатель/);
    expect(items[0]).toHaveTextContent('1-я линия');
    expect(items[0]).toHaveTextContent('Ожидается, станет доступно 01.12.2026');
    expect(within(items[0]!).queryByRole('link')).toBeNull();

    expect(items[1]).toHaveTextContent(/\+74,75$/);
    expect(within(items[1]!).getByRole('link', { name: /^Заказ №\sSF-13$/ })).toHaveAttribute('href', '/account/profile/orders?id=13');
    expect(items[1]).not.toHaveClass('bonus-tx--pending');

    expect(items[2]).toHaveClass('bonus-tx--withdrawn');
    expect(items[2]).toHaveTextContent('Выведено');
    expect(items[2]).toHaveTextContent(/−600,00$/);

    expect(items[3]).toHaveClass('bonus-tx--reversed');
    expect(items[3]).toHaveTextContent('Отменено');
    expect(items[3]).toHaveTextContent('2-я линия');
  });

  it('pages with a zero-based request and a one-based UI, prev/next disabled at the ends', async () => {
    const { requests } = shell((url) => {
      const page = Number(url.searchParams.get('page'));
      return bonusPage({
        BonusTransactions: [tx(100 + page, { BonusOperationName: `Операция ${page + 1}`, ShowcaseName: null })],
        pager: { currentPage: page, totalPages: 3 },
      });
    });
    const { user } = renderWithProviders(<BonusesScreen />);
    expect(await screen.findByText('Операция 1')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(nav).getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Следующая страница' }));
    expect(await screen.findByText('Операция 2')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Страница 3' }));
    expect(await screen.findByText('Операция 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Предыдущая страница' })).toBeEnabled();
    expect(txRequests(requests).map((r) => r.page)).toEqual(['0', '1', '2']);
  });

  it('saves the sort choice under SortingBonuses and applies it to the list', async () => {
    window.localStorage.setItem(STORAGE_KEYS.sortingBonuses, 'last');
    const { requests } = shell((url) =>
      bonusPage({
        BonusTransactions:
          url.searchParams.get('sort') === 'first'
            ? [tx(1, { BonusOperationName: 'Самая первая', ShowcaseName: null })]
            : [tx(9, { BonusOperationName: 'Самая последняя', ShowcaseName: null })],
        pager: { currentPage: Number(url.searchParams.get('page')), totalPages: 2 },
      }),
    );
    const { user } = renderWithProviders(<BonusesScreen />);
    expect(await screen.findByText('Самая последняя')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(txRequests(requests).at(-1)).toEqual({ page: '1', sort: 'last' }));

    await user.click(screen.getByRole('button', { name: 'Сортировка: Сначала последние' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сортировка' });
    expect(within(dialog).getByRole('radio', { name: 'Сначала последние' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Без сортировки' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Сначала первые' }));

    expect(await screen.findByText('Самая первая')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.sortingBonuses)).toBe('first');
    // A new order starts again from the first page.
    expect(txRequests(requests).at(-1)).toEqual({ page: '0', sort: 'first' });
    await user.click(screen.getByRole('button', { name: 'Сортировка: Сначала первые' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Сортировка' })).getByRole('radio', { name: 'Без сортировки' }));
    await waitFor(() => expect(txRequests(requests).at(-1)).toEqual({ page: '0', sort: null }));
    expect(window.localStorage.getItem(STORAGE_KEYS.sortingBonuses)).toBe('none');
  });

  it('asks an anonymous visitor to log in instead of calling the server', async () => {
    const { requests } = mockShell();
    renderWithProviders(<BonusesScreen />);
    expect(await screen.findByText('Войдите, чтобы видеть свои бонусы')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Мои бонусы 0' })).toBeInTheDocument();
    expect(txRequests(requests)).toEqual([]);
  });
});
