import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockSignedIn, findNatalya, payNatalya } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { TransferPage } from '../transfer-page';

const form = {
  available: 300,
  refCode: 'IVANPOKU',
  history: [{ id: 1, date: '2025-03-01T10:00:00.000Z', amount: 200, counterpart: 'Наталья Рекомендова' }],
};

/** The transfers sent: POSTs to `/api/ajax/`. */
const transfers = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/ajax/');

describe('transfer page', () => {
  it('looks the member up, asks for confirmation, then transfers once', async () => {
    const { requests } = mockSignedIn([
      { path: '/api/account/mlm/transfer/', body: form },
      findNatalya,
      payNatalya('/api/ajax/', { available: 287.66, amount: 12.34 }),
    ]);
    const { user } = renderWithProviders(<TransferPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Перевод бонусов' })).toBeInTheDocument();
    expect(screen.getByText('Получено от: Наталья Рекомендова')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Код участника'), 'ivanpoku');
    await user.type(screen.getByLabelText('Сумма, бонусов'), '12,34');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(screen.getByText('Нельзя перевести бонусы самому себе')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Код участника'));
    await user.type(screen.getByLabelText('Код участника'), 'natalya1');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите перевод' });
    expect(dialog).toHaveTextContent('Перевести 12,34 бонуса участнику Наталья Рекомендова (код \u2066NATALYA1\u2069)?');
    expect(transfers(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Перевести' }));
    await waitFor(() => expect(transfers(requests)).toHaveLength(1));
    const body = transfers(requests)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ action: 'createTransfer', refCode: 'NATALYA1', amount: 12.34 });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('refuses more than is available without calling the server', async () => {
    const { requests } = mockSignedIn([{ path: '/api/account/mlm/transfer/', body: form }]);
    const { user } = renderWithProviders(<TransferPage />);
    await user.type(await screen.findByLabelText('Код участника'), 'NATALYA1');
    await user.type(screen.getByLabelText('Сумма, бонусов'), '300,01');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(screen.getByText('Доступно не больше 300,00 бонусов')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.searchParams.get('method') === 'findTransferRecipient')).toEqual([]);
  });
});
