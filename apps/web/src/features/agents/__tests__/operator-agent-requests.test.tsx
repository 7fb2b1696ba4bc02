import type { OperatorAgentRequest } from '@storefront/contract/agents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forbidden, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { OperatorAgentRequests } from '../operator-agent-requests';

const natalya: OperatorAgentRequest = {
  id: 7,
  status: 'new',
  comment: 'Товары для дачи',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  documents: [
    {
      id: 11,
      fileName: 'выписка.pdf',
      contentType: 'application/pdf',
      size: 120_000,
      createdAt: '2025-03-01T11:00:00.000Z',
      url: '/api/account/mlm/documents/11',
    },
  ],
  user: { id: 40, name: 'Наталья Рекомендова', refCode: 'NATALYA1' },
  decidedBy: null,
};
const rejected: OperatorAgentRequest = {
  ...natalya,
  id: 6,
  status: 'rejected',
  documents: [],
  decisionReason: 'Нет документов',
  decidedAt: '2025-02-01T10:00:00.000Z',
  user: { id: 41, name: 'Пётр Петров', refCode: 'PETR0001' },
  decidedBy: { id: 1, name: 'Ольга Операторова' },
};

const tgPost = (requests: { method: string; url: URL; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/tg');

/** The queue with Natalya's request and a server that answers her decision with `status`; opens the dialog of `button`. */
async function openDecision(button: string, dialogName: string, status: OperatorAgentRequest['status']) {
  const { requests } = mockFetch([
    { path: '/api/tg', query: { method: 'getAgentRequests' }, body: { requests: [natalya] } },
    { method: 'POST', path: '/api/tg', body: { request: { ...natalya, status } } },
  ]);
  const { user, store } = renderWithProviders(<OperatorAgentRequests />);
  await user.click(within(await screen.findByRole('article')).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { user, store, dialog, posts: () => tgPost(requests) };
}

describe('operator agent requests', () => {
  it('lists open requests with the user and document links; the filter asks the server by status', async () => {
    const { requests } = mockFetch([
      { path: '/api/tg', query: { method: 'getAgentRequests', status: 'new' }, body: { requests: [natalya] } },
      { path: '/api/tg', query: { method: 'getAgentRequests', status: 'rejected' }, body: { requests: [rejected] } },
    ]);
    const { user } = renderWithProviders(<OperatorAgentRequests />);
    const card = await screen.findByRole('article', { name: 'Наталья Рекомендова' });
    expect(within(card).getByText(/^Код NATALYA1 · /)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Скачать выписка.pdf' })).toHaveAttribute(
      'href',
      `${window.location.origin}/api/account/mlm/documents/11`,
    );
    expect(within(card).getByRole('button', { name: 'Одобрить' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отклонённые' }));
    const old = await screen.findByRole('article', { name: 'Пётр Петров' });
    expect(within(old).getByText('Причина: Нет документов')).toBeInTheDocument();
    expect(within(old).getByText(/Решение: Ольга Операторова/)).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: 'Одобрить' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.searchParams.get('status') === 'rejected')).toBe(true);
  });

  it('approves after a confirm', async () => {
    const { user, store, dialog, posts } = await openDecision('Одобрить', 'Одобрить заявку Наталья Рекомендова?', 'approved');
    await user.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ method: 'decideAgentRequest', id: 7, approve: true });
    await waitFor(() => expect(store.getState().notices.map((n) => n.message)).toContain('Заявка одобрена'));
  });

  it('rejects only with a reason', async () => {
    const { user, store, dialog, posts } = await openDecision('Отклонить', 'Отклонить заявку Наталья Рекомендова', 'rejected');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(within(dialog).getByText('Укажите причину отказа')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Причина отказа'), { target: { value: 'Нет выписки ЕГРИП' } });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ method: 'decideAgentRequest', id: 7, approve: false, reason: 'Нет выписки ЕГРИП' });
    await waitFor(() => expect(store.getState().notices.map((n) => n.message)).toContain('Заявка отклонена'));
  });

  it('shows an empty queue', async () => {
    mockFetch([{ path: '/api/tg', query: { method: 'getAgentRequests' }, body: { requests: [] } }]);
    renderWithProviders(<OperatorAgentRequests />);
    expect(await screen.findByText('Заявок нет.')).toBeInTheDocument();
  });

  it('shows a refused call', async () => {
    mockFetch([{ path: '/api/tg', query: { method: 'getAgentRequests' }, ...forbidden }]);
    renderWithProviders(<OperatorAgentRequests />);
    expect(await screen.findByText('Недостаточно прав для этого действия')).toBeInTheDocument();
  });
});
