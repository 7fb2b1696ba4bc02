import type { NetworkSettingsResponse, OperatorClaim, OperatorShowcase } from '@storefront/contract/operator';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { mockSignedIn } from '../../../test/fixtures';
import type { MockRoute, RecordedRequest } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import type { WithdrawalRequest } from '../api';
import { operatorScreen } from '../operator-page';

/**
 * The route table hands the console the agents feature's queue (app/__tests__/operator-console.test.tsx proves
 * that composition); here a plain section stands in, so this feature's tests import no other feature.
 */
const AgentQueue = () => <p>Очередь заявок агентов</p>;
const OperatorPage = operatorScreen(() => Promise.resolve(AgentQueue));

const operatorMenu = { clientInfo: { Id: 1, Name: 'Ольга Операторова', Avatar: null, RefCode: 'OLGAOPER', Role: 'operator' as const } };
const tgPosts = (requests: RecordedRequest[], method: string) =>
  requests
    .filter((r) => r.method === 'POST' && (r.body as { method?: string } | undefined)?.method === method)
    .map((r) => r.body as Record<string, unknown>);

/** The operator signed in, with the console's routes for the test. */
const mockOperator = (extra: MockRoute[] = []) => mockSignedIn(extra, { menu: operatorMenu });

/**
 * Opens the dialog of the `action` button and confirms it empty: the dialog says `error` and `method` is not called;
 * then types `text` into the `field` and confirms again.
 */
async function confirmOnlyWithText(
  user: UserEvent,
  requests: RecordedRequest[],
  { action, method, error, field, text }: { action: string; method: string; error: string; field: string; text: string },
) {
  await user.click(await screen.findByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: action }));
  expect(within(dialog).getByText(error)).toBeInTheDocument();
  expect(tgPosts(requests, method)).toEqual([]);
  await user.type(within(dialog).getByLabelText(field), text);
  await user.click(within(dialog).getByRole('button', { name: action }));
}

const request: WithdrawalRequest = {
  id: 41,
  createdAt: '2026-11-20T10:00:00.000Z',
  amount: 750,
  method: 'card',
  details: '•••• 1111',
  status: 'requested',
  rejectReason: null,
  decidedAt: null,
  userId: 7,
  userName: 'Наталья Рекомендова',
  showcaseId: null,
  payoutStatus: null,
  payoutError: null,
  paidReference: null,
};
const sport: OperatorShowcase = {
  id: 3,
  alias: 'sport',
  name: 'Спорт и отдых',
  stateId: 2,
  ownerId: 3,
  ownerName: 'Марина Спортивная',
  ownerRefCode: 'MARINA01',
  adminsCount: 1,
  ordersCount: 4,
  visibleProducts: 120,
  block: null,
};

/** A buyer's claim on the operator's desk: a phone from a delivered order, under review. */
const operatorClaim = (overrides: Partial<OperatorClaim> = {}): OperatorClaim => ({
  id: 9,
  status: 'in_review',
  reason: 'damaged',
  description: 'Коробка смята',
  answer: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  orderNumber: 'DEMO-1006',
  orderStatus: 'delivered',
  showcaseName: 'Сарафан Маркет',
  buyerName: 'Иван Покупателев',
  productName: 'Смартфон Nova 5',
  article: 'PH-5',
  price: 2_000_00,
  quantity: 1,
  photos: 1,
  ...overrides,
});

describe('operator console', () => {
  it('tells a non-operator the section is for network operators only and calls none of its methods', async () => {
    const mock = mockSignedIn([], { menu: { clientInfo: { ...operatorMenu.clientInfo, Role: 'shopper' } } });
    renderWithProviders(<OperatorPage />, { route: paths.operator });
    expect(await screen.findByRole('alert')).toHaveTextContent('Раздел только для операторов сети');
    expect(mock.requests.some((r) => r.url.searchParams.get('method') === 'getWithdrawalRequests')).toBe(false);
  });

  it('pays a withdrawal request after a confirm and shows the emptied queue', async () => {
    let paid = false;
    const mock = mockOperator([
      { path: '/api/tg', query: { method: 'getWithdrawalRequests', status: 'requested' }, body: () => ({ withdrawals: paid ? [] : [request] }) },
      { method: 'POST', path: '/api/tg', body: () => ((paid = true), { withdrawal: { ...request, status: 'paid' } }) },
    ]);
    const { user } = renderWithProviders(<OperatorPage />, { route: paths.operator });
    expect(await screen.findByText('Наталья Рекомендова')).toBeInTheDocument();
    expect(screen.getByText('750,00 бонусов')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выводы' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Выплатить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выплатить 750,00 бонусов участнику Наталья Рекомендова?' });
    await user.click(within(dialog).getByRole('button', { name: 'Выплатить' }));
    expect(await screen.findByText('Заявок на вывод нет')).toBeInTheDocument();
    expect(tgPosts(mock.requests, 'payWithdrawal')).toEqual([{ method: 'payWithdrawal', id: 41, mode: 'provider' }]);
  });

  it('rejects a withdrawal only with a reason', async () => {
    const mock = mockOperator([
      { path: '/api/tg', query: { method: 'getWithdrawalRequests' }, body: { withdrawals: [request] } },
      { method: 'POST', path: '/api/tg', body: { withdrawal: { ...request, status: 'rejected' } } },
    ]);
    const { user } = renderWithProviders(<OperatorPage />, { route: paths.operator });
    await confirmOnlyWithText(user, mock.requests, {
      action: 'Отклонить',
      method: 'rejectWithdrawal',
      error: 'Укажите причину — не короче 3 символов',
      field: 'Причина',
      text: 'Карта заблокирована',
    });
    await waitFor(() =>
      expect(tgPosts(mock.requests, 'rejectWithdrawal')).toEqual([{ method: 'rejectWithdrawal', id: 41, reason: 'Карта заблокирована' }]),
    );
  });

  it('marks a withdrawal paid by hand only with the transfer reference', async () => {
    const mock = mockOperator([
      {
        path: '/api/tg',
        query: { method: 'getWithdrawalRequests' },
        body: { withdrawals: [{ ...request, showcaseId: 3, payoutError: 'Карта не найдена' }] },
      },
      { method: 'POST', path: '/api/tg', body: { withdrawal: { ...request, status: 'paid', paidReference: 'ПП-118' } } },
    ]);
    const { user } = renderWithProviders(<OperatorPage />, { route: paths.operator });
    expect(await screen.findByText('Доля владельца витрины №3')).toBeInTheDocument();
    expect(screen.getByText('Ошибка выплаты: Карта не найдена')).toBeInTheDocument();
    await confirmOnlyWithText(user, mock.requests, {
      action: 'Отметить выплаченной',
      method: 'payWithdrawal',
      error: 'Укажите номер перевода — не короче 3 символов',
      field: 'Номер платёжного поручения или перевода',
      text: 'ПП-118',
    });
    await waitFor(() =>
      expect(tgPosts(mock.requests, 'payWithdrawal')).toEqual([{ method: 'payWithdrawal', id: 41, mode: 'manual', reference: 'ПП-118' }]),
    );
  });

  it('adjusts an account with a signed amount and a reason, checked before sending', async () => {
    const mock = mockOperator([
      { path: '/api/tg', query: { method: 'getWithdrawalRequests' }, body: { withdrawals: [] } },
      { method: 'POST', path: '/api/tg', body: { balance: 1200.5 } },
    ]);
    const { user } = renderWithProviders(<OperatorPage />, { route: paths.operator });
    const card = await screen.findByRole('region', { name: 'Корректировка счёта' });
    await user.selectOptions(within(card).getByLabelText('Счёт'), 'Баланс страницы витрины');
    expect(within(card).queryByLabelText('ID участника')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Провести' }));
    expect(within(card).getByText('Укажите номер')).toBeInTheDocument();
    expect(within(card).getByText('Опишите причину, хотя бы 3 символа')).toBeInTheDocument();
    expect(tgPosts(mock.requests, 'operatorAdjustAccount')).toEqual([]);

    await user.type(within(card).getByLabelText('ID витрины'), '3');
    await user.click(within(card).getByRole('button', { name: 'Списать' }));
    await user.type(within(card).getByLabelText('Сумма'), '99,50');
    await user.type(within(card).getByLabelText('Причина'), 'Возврат ошибочного пополнения');
    await user.click(within(card).getByRole('button', { name: 'Провести' }));
    await waitFor(() => expect(tgPosts(mock.requests, 'operatorAdjustAccount')).toHaveLength(1));
    expect(tgPosts(mock.requests, 'operatorAdjustAccount')[0]).toMatchObject({
      method: 'operatorAdjustAccount',
      kind: 'showcase_fund',
      showcaseId: 3,
      amount: -99.5,
      reason: 'Возврат ошибочного пополнения',
    });
    expect(tgPosts(mock.requests, 'operatorAdjustAccount')[0]).not.toHaveProperty('userId');
  });

  it('blocks a showcase with a reason and shows the server’s refusal in the dialog', async () => {
    let refuse = true;
    const mock = mockOperator([
      { path: '/api/tg', query: { method: 'operatorShowcases' }, body: { showcases: [sport] } },
      {
        method: 'POST',
        path: '/api/tg',
        status: 409,
        body: () =>
          refuse ? ((refuse = false), { code: 'CONFLICT', message: 'Данные изменились', fields: { id: 'Витрина уже заблокирована' } }) : { ok: true },
      },
    ]);
    const { user } = renderWithProviders(<OperatorPage />, { route: `${paths.operator}?tab=showcases` });
    expect(await screen.findByText('Спорт и отдых')).toBeInTheDocument();
    expect(screen.getByText(/4 заказа · 120 товаров на витрине · 1 администратор/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Заблокировать: Спорт и отдых' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать витрину «Спорт и отдых»?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Подделки');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(await within(dialog).findByText('Витрина уже заблокирована')).toBeInTheDocument();
    expect(tgPosts(mock.requests, 'operatorBlockShowcase')).toEqual([{ method: 'operatorBlockShowcase', id: 3, reason: 'Подделки' }]);
  });

  it('offers unblocking a blocked showcase back to the state it had', async () => {
    const blocked = { ...sport, stateId: 3, block: { reason: 'Подделки', blockedAt: '2026-11-21T10:00:00.000Z', previousStateId: 1 } };
    const mock = mockOperator([
      { path: '/api/tg', query: { method: 'operatorShowcases' }, body: { showcases: [blocked] } },
      { method: 'POST', path: '/api/tg', body: { stateId: 1 } },
    ]);
    const { user } = renderWithProviders(<OperatorPage />, { route: `${paths.operator}?tab=showcases` });
    expect(await screen.findByText(/Заблокирована .*: Подделки/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Разблокировать: Спорт и отдых' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Витрина вернётся в состояние «Режим лендингов»');
    await user.click(within(dialog).getByRole('button', { name: 'Разблокировать' }));
    await waitFor(() => expect(tgPosts(mock.requests, 'operatorUnblockShowcase')).toEqual([{ method: 'operatorUnblockShowcase', id: 3 }]));
  });

  it('keeps the network settings from saving a split that does not sum to 100', async () => {
    const saved: NetworkSettingsResponse = {
      settings: {
        split: { showcaseOwner: 40, levels: [30, 20, 10] },
        maturationDays: 14,
        withdrawalMin: 500,
        networkSpendCapPercent: 50,
        localSpendCapPercent: 100,
      },
      updatedAt: null,
    };
    const mock = mockOperator([
      { path: '/api/tg', query: { method: 'getNetworkSettings' }, body: saved },
      { method: 'POST', path: '/api/tg', body: saved },
    ]);
    const { user } = renderWithProviders(<OperatorPage />, { route: `${paths.operator}?tab=settings` });
    const owner = await screen.findByLabelText('Владелец витрины');
    expect(screen.getByText('Сумма: 100 %')).toBeInTheDocument();
    await user.clear(owner);
    await user.type(owner, '50');
    expect(screen.getByText('Доли должны в сумме давать 100 %, сейчас 110 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(tgPosts(mock.requests, 'updateNetworkSettings')).toEqual([]);
    const first = screen.getByLabelText('1-я линия');
    await user.clear(first);
    await user.type(first, '20');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(tgPosts(mock.requests, 'updateNetworkSettings')).toEqual([
        {
          method: 'updateNetworkSettings',
          settings: {
            split: { showcaseOwner: 50, levels: [20, 20, 10] },
            maturationDays: 14,
            withdrawalMin: 500,
            networkSpendCapPercent: 50,
            localSpendCapPercent: 100,
          },
        },
      ]),
    );
  });

  it('decides a claim: a rejection wants an answer, an approval a confirm', async () => {
    const claim = operatorClaim();
    const mock = mockOperator([
      { path: '/api/tg', query: { method: 'operatorClaims', filter: 'open' }, body: { claims: [claim] } },
      { method: 'POST', path: '/api/tg', body: { ok: true } },
    ]);
    const { user } = renderWithProviders(<OperatorPage />, { route: `${paths.operator}?tab=claims` });
    expect(await screen.findByText('Заказ DEMO-1006 · Сарафан Маркет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Фото 1' })).toHaveAttribute('href', `${window.location.origin}/api/account/claims/9/photos/1`);
    expect(screen.queryByRole('button', { name: 'Взять в работу' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(screen.getByText('Объясните покупателю, почему претензия отклонена')).toBeInTheDocument();
    expect(tgPosts(mock.requests, 'operatorDecideClaim')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Одобрить возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить претензию по заказу DEMO-1006?' });
    await user.click(within(dialog).getByRole('button', { name: 'Одобрить возврат' }));
    await waitFor(() =>
      expect(tgPosts(mock.requests, 'operatorDecideClaim')).toEqual([{ method: 'operatorDecideClaim', id: 9, decision: 'approved' }]),
    );
  });
  it('shows an escalated claim’s lines and the buyer’s note, and lets the operator decide it', async () => {
    const cover = { productId: 6, name: 'Чехол Nova 5', article: 'CS-5', price: 500_00, quantity: 3, picture: null };
    const claim = operatorClaim({
      id: 10,
      status: 'escalated',
      reason: 'defect',
      description: 'Чехлы треснули',
      answer: 'Следы падения',
      orderNumber: 'DEMO-1007',
      productName: cover.name,
      article: cover.article,
      price: cover.price,
      quantity: cover.quantity,
      photos: 0,
      escalationNote: 'Я не ронял',
      lines: [{ id: 32, ...cover, claimed: 2, approved: null }],
    });
    mockOperator([{ path: '/api/tg', query: { method: 'operatorClaims', filter: 'open' }, body: { claims: [claim] } }]);
    renderWithProviders(<OperatorPage />, { route: `${paths.operator}?tab=claims` });
    expect(await screen.findByText('Обжалована покупателем')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Товары в претензии' })).getByText(/заявлено 2 из 3 шт\./)).toBeInTheDocument();
    expect(screen.getByText('Покупатель обжаловал отказ продавца: Я не ронял')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Одобрить возврат' })).toBeInTheDocument();
  });
  it('searches users and bans one with a reason; operators cannot be banned from the list', async () => {
    const ivan = {
      id: 4,
      name: 'Иван Покупателев',
      username: 'ivan_shopper',
      refCode: 'IVANPOKU',
      role: 'shopper' as const,
      isBanned: false,
      ban: null,
      createdAt: '2026-01-10T10:00:00.000Z',
      ordersCount: 5,
      showcasesOwned: 0,
    };
    const olga = { ...ivan, id: 1, name: 'Ольга Операторова', username: 'olga_operator', refCode: 'OLGAOPER', role: 'operator' as const };
    const mock = mockOperator([
      { path: '/api/tg', query: { method: 'operatorUsers', search: 'IVAN' }, body: { users: [ivan] } },
      { path: '/api/tg', query: { method: 'operatorUsers' }, body: { users: [olga, ivan] } },
      { method: 'POST', path: '/api/tg', body: { ok: true } },
    ]);
    const { user } = renderWithProviders(<OperatorPage />, { route: `${paths.operator}?tab=users` });
    expect(await screen.findByText('Ольга Операторова')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Заблокировать: Ольга Операторова' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Имя, реф-код или @username'), 'IVAN');
    await waitFor(() => expect(screen.queryByText('Ольга Операторова')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Заблокировать: Иван Покупателев' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать Иван Покупателев во всей сети?' });
    await user.type(within(dialog).getByLabelText('Причина'), 'Мошенничество');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(tgPosts(mock.requests, 'operatorBanUser')).toEqual([{ method: 'operatorBanUser', id: 4, reason: 'Мошенничество' }]));
  });
  it('mounts the queue it is handed as the «Заявки агентов» section', async () => {
    mockOperator();
    renderWithProviders(<OperatorPage />, { route: `${paths.operator}?tab=agents` });
    expect(await screen.findByRole('link', { name: 'Заявки агентов' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Очередь заявок агентов')).toBeInTheDocument();
  });
});
