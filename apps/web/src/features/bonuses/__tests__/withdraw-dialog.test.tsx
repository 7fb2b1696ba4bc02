import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { BonusesScreen } from '../bonuses-screen';
import { bonusPage, withdrawData } from './bonus-fixtures';

function setup(data = withdrawData(), answer: { status?: number; body?: unknown } = {}) {
  const mock = mockShell({
    startup: { isLogged: true },
    extra: [
      { path: '/api/tg', query: { method: 'getClientBonusTransactions' }, body: bonusPage() },
      { path: '/api/tg', query: { method: 'getWithdrawBonusesData' }, body: data },
      {
        method: 'POST',
        path: '/api/ajax/',
        status: answer.status ?? 200,
        body: answer.body ?? {
          withdrawal: {
            id: 5,
            createdAt: '2025-03-05T09:07:00.000Z',
            amount: 600,
            method: 'card',
            details: '•••• 1111',
            status: 'requested',
            rejectReason: null,
            decidedAt: null,
          },
          available: 650.5,
        },
      },
    ],
  });
  return mock;
}

async function openDialog() {
  const rendered = renderWithProviders(<BonusesScreen />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Вывести бонусы Сарафан' }));
  const dialog = await screen.findByRole('dialog', { name: 'Вывод бонусов' });
  await within(dialog).findByLabelText('Сумма, бонусов');
  return { ...rendered, dialog };
}

describe('withdrawal dialog', () => {
  it('shows available, minimum, methods, the saved card and the history with statuses', async () => {
    setup(
      withdrawData({
        history: [
          {
            id: 2,
            createdAt: '2025-03-01T10:00:00.000Z',
            amount: 500,
            method: 'sbp',
            details: '+7 ••• •••-45-67',
            status: 'rejected',
            rejectReason: 'Номер не найден',
            decidedAt: '2025-03-02T10:00:00.000Z',
            showcaseId: null,
            payoutStatus: null,
            payoutError: null,
            paidReference: null,
          },
          {
            id: 1,
            createdAt: '2025-02-01T10:00:00.000Z',
            amount: 1000,
            method: 'card',
            details: '•••• 4417',
            status: 'paid',
            rejectReason: null,
            decidedAt: '2025-02-02T10:00:00.000Z',
            showcaseId: null,
            payoutStatus: null,
            payoutError: null,
            paidReference: null,
          },
        ],
      }),
    );
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Доступно для вывода').nextElementSibling).toHaveTextContent('1 250,5');
    expect(within(dialog).getByText('Минимальная сумма').nextElementSibling).toHaveTextContent('500');
    expect(within(dialog).getByRole('radio', { name: 'Новые реквизиты' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Банковская карта' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'СБП по номеру телефона' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByText('Отклонено')).toBeInTheDocument();
    expect(within(dialog).getByText('Причина: Номер не найден')).toBeInTheDocument();
    expect(within(dialog).getByText('Выплачено')).toBeInTheDocument();
  });

  it('checks the amount against the minimum and the balance, and the card number with Luhn, before sending', async () => {
    const { requests } = setup();
    const { dialog, user } = await openDialog();
    const amount = within(dialog).getByLabelText('Сумма, бонусов');
    const card = within(dialog).getByLabelText('Номер карты');
    const submit = within(dialog).getByRole('button', { name: 'Вывести' });

    await user.click(submit);
    expect(within(dialog).getByText('Укажите сумму')).toBeInTheDocument();
    expect(within(dialog).getByText('Проверьте номер карты')).toBeInTheDocument();

    await user.type(amount, '499,99');
    await user.type(card, '4111111111111112');
    expect(card).toHaveValue('4111 1111 1111 1112');
    await user.click(submit);
    expect(within(dialog).getByText('Минимальная сумма вывода — 500,00 бонусов')).toBeInTheDocument();
    expect(within(dialog).getByText('Проверьте номер карты')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '1300');
    await user.click(submit);
    expect(within(dialog).getByText(/^Доступно не больше 1\s250,50 бонуса$/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/ajax/')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '600');
    await user.clear(card);
    await user.type(card, '4111 1111 1111 1111');
    await user.click(submit);
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/ajax/')?.body).toEqual({
        action: 'createWithdraw',
        amount: 600,
        method: 'card',
        details: '4111 1111 1111 1111',
      }),
    );
  });

  it('checks the SBP phone format', async () => {
    const { requests } = setup();
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'СБП по номеру телефона' }));
    await user.type(within(dialog).getByLabelText('Сумма, бонусов'), '500');
    await user.selectOptions(within(dialog).getByLabelText('Банк получателя'), 'Сбербанк');
    const phone = within(dialog).getByLabelText('Номер телефона');
    await user.type(phone, '+7 912 345');
    await user.click(within(dialog).getByRole('button', { name: 'Вывести' }));
    expect(within(dialog).getByText('Укажите телефон в формате +7 900 000-00-00')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '8 (912) 345-67-89');
    await user.click(within(dialog).getByRole('button', { name: 'Вывести' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/ajax/')?.body).toMatchObject({
        method: 'sbp',
        details: '8 (912) 345-67-89',
        bankId: '100000000111',
        amount: 500,
      }),
    );
  });

  it('withdraws to a saved destination by its id', async () => {
    const { requests } = setup(
      withdrawData({ destinations: [{ id: 7, method: 'yoomoney', masked: 'ЮMoney •••• 6789', bankId: null, bankName: null }] }),
    );
    const { dialog, user } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: /ЮMoney •••• 6789/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Сумма, бонусов'), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Вывести' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/ajax/')?.body).toEqual({
        action: 'createWithdraw',
        amount: 600,
        destinationId: 7,
      }),
    );
  });

  it('shows the server refusal on its field', async () => {
    setup(withdrawData(), {
      status: 409,
      body: { code: 'INSUFFICIENT_BONUSES', message: 'Недостаточно бонусов на счёте', fields: { amount: 'Доступно не больше 100 бонусов' } },
    });
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('Сумма, бонусов'), '600');
    await user.type(within(dialog).getByLabelText('Номер карты'), '4111111111111111');
    await user.click(within(dialog).getByRole('button', { name: 'Вывести' }));
    expect(await within(dialog).findByText('Доступно не больше 100 бонусов')).toBeInTheDocument();
  });

  it('blocks the request while less than the minimum is available', async () => {
    setup(withdrawData({ available: 120 }));
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Для вывода нужно накопить не меньше 500,00 бонусов')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Вывести' })).toBeDisabled();
  });
});
