import type { WithdrawBonusesData } from '@storefront/contract/bonuses';
import type { ShowcaseMoney } from '@storefront/contract/money';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { platform } from '../../../shared/lib/platform';
import { mockSignedIn } from '../../../test/fixtures';
import { renderWithProviders, atRoute } from '../../../test/render';
import { expectOneTgCall, tgPosts } from '../../../test/fetch-mock';
import { ShowcaseMoneyPage } from '../showcase-money-page';

const settings = { id: 1, info: { name: 'Главная витрина' }, networkAccount: { balance: 239_340 }, localFund: { balance: 5_000 } };

const money = (overrides: Partial<ShowcaseMoney> = {}): ShowcaseMoney => ({
  role: 'owner',
  canMoveMoney: true,
  network: { available: 2393.4, pending: 289.6, reserved: 500 },
  fund: { available: 50, pending: 0 },
  minimumWithdrawal: 500,
  withdrawals: [
    {
      id: 3,
      createdAt: '2026-11-20T10:00:00.000Z',
      amount: 500,
      method: 'card',
      details: '•••• 4242',
      status: 'requested',
      rejectReason: null,
      decidedAt: null,
      showcaseId: 1,
      payoutStatus: null,
      payoutError: null,
      paidReference: null,
    },
  ],
  topups: [],
  audit: [
    {
      id: 9,
      at: '2026-11-20T10:00:00.000Z',
      action: 'withdrawal_requested',
      amount: -500,
      actor: 'Ольга Владелец',
      counterpart: null,
      reason: 'Вывод на •••• 4242',
    },
    { id: 8, at: '2026-11-19T10:00:00.000Z', action: 'topup_paid', amount: 1000, actor: 'Ольга Владелец', counterpart: null, reason: '' },
  ],
  ...overrides,
});

const payout = (overrides: Partial<WithdrawBonusesData> = {}): WithdrawBonusesData => ({
  available: 0,
  reserved: 0,
  minimum: 500,
  methods: ['card', 'sbp', 'yoomoney'],
  saved: { card: null, sbp: null, yoomoney: null },
  destinations: [{ id: 4, method: 'card', masked: '•••• 4242', bankId: null, bankName: null }],
  banks: [
    { id: '100000000111', name: 'Сбербанк' },
    { id: '100000000004', name: 'Т-Банк' },
  ],
  history: [],
  ...overrides,
});

const route = '/account/profile/showcases/1/money';
const page = atRoute(paths.showcaseMoney, <ShowcaseMoneyPage />);

function setup(data: ShowcaseMoney, post: unknown = {}, postStatus = 200) {
  return mockSignedIn([
    { path: '/api/account/showcases/edit/', body: settings },
    { path: '/api/tg', query: { method: 'getShowcaseMoney' }, body: data },
    { path: '/api/tg', query: { method: 'getWithdrawBonusesData' }, body: payout() },
    { method: 'POST', path: '/api/tg', status: postStatus, body: post },
  ]);
}

describe('showcase money', () => {
  it('shows the share, the fund, the withdrawals and the history as money with kopecks', async () => {
    setup(money());
    renderWithProviders(page, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Деньги витрины «Главная витрина»' })).toBeInTheDocument();
    const share = screen.getByRole('region', { name: 'Доля владельца' });
    expect(within(share).getByText('Доступно').nextElementSibling).toHaveTextContent(/^2\s393,40 ₽$/);
    expect(within(share).getByText('Ожидается').nextElementSibling).toHaveTextContent(/^289,60 ₽$/);
    expect(within(share).getByText('В заявках на вывод').nextElementSibling).toHaveTextContent(/^500,00 ₽$/);
    const withdrawals = screen.getByRole('region', { name: 'Заявки на вывод' });
    expect(within(withdrawals).getByText('На рассмотрении')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'История движений' });
    expect(within(history).getByText('Заявка на вывод доли')).toBeInTheDocument();
    expect(within(history).getByText(/^−500,00 ₽$/)).toBeInTheDocument();
    expect(within(history).getByText(/^\+1\s000,00 ₽$/)).toBeInTheDocument();
    expect(within(history).getAllByText(/выполнил\(а\): Ольга Владелец/)).toHaveLength(2);
  });

  it('withdraws the share to a saved destination, and refuses more than is available without asking the server', async () => {
    const { requests } = setup(money(), { withdrawal: money().withdrawals[0], available: 1893.4 });
    const { user } = renderWithProviders(page, { route });
    const form = await screen.findByRole('form', { name: 'Вывести долю' });
    expect(await within(form).findByRole('radio', { name: /•••• 4242/ })).toBeChecked();

    await user.type(within(form).getByLabelText('Сумма, ₽'), '2393,41');
    await user.click(within(form).getByRole('button', { name: 'Вывести' }));
    expect(within(form).getByText(/^Доступно не больше 2\s393,40 ₽$/)).toBeInTheDocument();
    expect(tgPosts(requests, 'createShowcaseWithdraw')).toEqual([]);

    await user.clear(within(form).getByLabelText('Сумма, ₽'));
    await user.type(within(form).getByLabelText('Сумма, ₽'), '600');
    await user.click(within(form).getByRole('button', { name: 'Вывести' }));
    await expectOneTgCall(requests, 'createShowcaseWithdraw', {
      ShowcaseID: 1,
      amount: 600,
      destinationId: 4,
    });
  });

  it('withdraws to new SBP details only with a valid phone and a bank', async () => {
    const { requests } = setup(money(), { withdrawal: money().withdrawals[0], available: 1893.4 });
    const { user } = renderWithProviders(page, { route });
    const form = await screen.findByRole('form', { name: 'Вывести долю' });
    await user.click(await within(form).findByRole('radio', { name: 'Новые реквизиты' }));
    await user.click(within(form).getByRole('button', { name: 'СБП по номеру телефона' }));
    await user.type(within(form).getByLabelText('Сумма, ₽'), '500');
    await user.type(within(form).getByLabelText('Номер телефона'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Вывести' }));
    expect(within(form).getByText('Укажите телефон в формате +7 900 000-00-00')).toBeInTheDocument();
    expect(within(form).getByText('Выберите банк получателя в СБП')).toBeInTheDocument();
    expect(tgPosts(requests, 'createShowcaseWithdraw')).toEqual([]);

    await user.clear(within(form).getByLabelText('Номер телефона'));
    await user.type(within(form).getByLabelText('Номер телефона'), '+7 912 345-67-89');
    await user.selectOptions(within(form).getByLabelText('Банк получателя'), 'Т-Банк');
    await user.click(within(form).getByRole('button', { name: 'Вывести' }));
    await expectOneTgCall(requests, 'createShowcaseWithdraw', {
      ShowcaseID: 1,
      amount: 500,
      payoutMethod: 'sbp',
      details: '+7 912 345-67-89',
      bankId: '100000000004',
    });
  });

  it('tops the fund up by card: creates the payment and follows its confirmation page', async () => {
    const open = vi.spyOn(platform, 'openLink').mockImplementation(() => undefined);
    const confirmationUrl = 'http://127.0.0.1/api/payments/sandbox/pay/abc';
    const { requests } = setup(money(), {
      topup: { id: 2, amount: 1000, status: 'pending', createdAt: '2026-11-24T10:00:00.000Z', confirmationUrl },
      confirmationUrl,
    });
    const { user } = renderWithProviders(page, { route });
    const form = await screen.findByRole('form', { name: 'Пополнить баланс страницы' });
    await user.click(within(form).getByRole('button', { name: 'Пополнить картой' }));
    expect(within(form).getByText('Укажите сумму')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Сумма пополнения, ₽'), '1000');
    await user.click(within(form).getByRole('button', { name: 'Пополнить картой' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(confirmationUrl));
    expect(tgPosts(requests, 'createFundTopup')[0]!.body).toMatchObject({ method: 'createFundTopup', ShowcaseID: 1, amount: 1000 });
    open.mockRestore();
  });

  it('shows an admin the money read-only, with a note and no forms', async () => {
    const { requests } = setup(money({ role: 'admin', canMoveMoney: false }));
    renderWithProviders(page, { route });
    expect(await screen.findByRole('note')).toHaveTextContent('здесь можно только смотреть');
    expect(screen.queryByRole('form', { name: 'Вывести долю' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Пополнить баланс страницы' })).toBeNull();
    expect(screen.getByRole('region', { name: 'История движений' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.searchParams.get('method') === 'getWithdrawBonusesData')).toBe(false);
  });

  it('saves new card details as a destination and deletes a saved one after confirmation', async () => {
    const { requests } = setup(money(), { destination: { id: 5, method: 'card', masked: '•••• 1111', bankId: null, bankName: null } });
    const { user } = renderWithProviders(page, { route });
    const form = await screen.findByRole('form', { name: 'Вывести долю' });
    await user.click(await within(form).findByRole('radio', { name: 'Новые реквизиты' }));
    await user.type(within(form).getByLabelText('Номер карты'), '4111111111111112');
    await user.click(within(form).getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(within(form).getByText('Проверьте номер карты')).toBeInTheDocument();
    expect(tgPosts(requests, 'savePayoutDestination')).toEqual([]);
    await user.clear(within(form).getByLabelText('Номер карты'));
    await user.type(within(form).getByLabelText('Номер карты'), '4111111111111111');
    await user.click(within(form).getByRole('button', { name: 'Сохранить реквизиты' }));
    await expectOneTgCall(requests, 'savePayoutDestination', {
      payoutMethod: 'card',
      details: '4111 1111 1111 1111',
    });

    await user.click(within(form).getByRole('button', { name: 'Удалить •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить реквизиты?' });
    expect(tgPosts(requests, 'deletePayoutDestination')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expectOneTgCall(requests, 'deletePayoutDestination', { id: 4 });
  });
});
