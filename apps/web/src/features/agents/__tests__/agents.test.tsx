import type { AgentDocument, AgentRequest, AgentUploadResponse } from '@storefront/contract/agents';
import { CSRF_HEADER, CSRF_HEADER_VALUE, LOCALE_HEADER } from '@storefront/contract/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AgentPage } from '../agent-page';
import { installFakeXhr } from './fake-xhr';

const route = '/account/profile/agent';
const limits = { maxBytes: 10 * 1024 * 1024, maxCount: 10, types: ['application/pdf', 'image/jpeg', 'image/png'] };
const doc = (id: number, fileName: string, contentType: AgentDocument['contentType'] = 'application/pdf'): AgentDocument => ({
  id,
  fileName,
  contentType,
  size: 250_000,
  createdAt: '2025-03-02T10:00:00.000Z',
  url: `/api/account/mlm/documents/${id}`,
});
const request = (overrides: Partial<AgentRequest> = {}): AgentRequest => ({
  id: 3,
  status: 'new',
  comment: 'Хочу открыть витрину',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  documents: [doc(5, 'паспорт.pdf')],
  ...overrides,
});
const state = (r: AgentRequest | null, canApply = r === null): AgentUploadResponse => ({ request: r, canApply, limits });
const file = (name: string, type: string, size?: number) => {
  const f = new File([new Uint8Array(16)], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('agent request screen', () => {
  it('applies with a comment, then shows the open request', async () => {
    let applied = false;
    const { requests } = mockFetch([
      { path: '/api/account/mlm/upload/', body: () => (applied ? state(request({ documents: [] }), false) : state(null)) },
      { method: 'POST', path: '/api/ajax/', body: () => ((applied = true), { request: request({ documents: [] }) }) },
    ]);
    const { user, store } = renderWithProviders(<AgentPage />, { route });
    fireEvent.change(await screen.findByLabelText('О себе'), { target: { value: 'Хочу открыть витрину' } });
    await user.click(screen.getByRole('button', { name: 'Подать заявку' }));
    expect(await screen.findByText('На рассмотрении')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ action: 'createAgentRequest', comment: 'Хочу открыть витрину' });
    expect(store.getState().notices.map((n) => n.message)).toContain('Заявка отправлена. Приложите документы, чтобы оператор быстрее её рассмотрел.');
    expect(screen.getByText('Документов пока нет.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подать заявку' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the comment', async () => {
    mockFetch([
      { path: '/api/account/mlm/upload/', body: state(null) },
      {
        method: 'POST',
        path: '/api/ajax/',
        status: 409,
        body: { code: 'CONFLICT', message: 'Данные изменились', fields: { comment: 'У вас уже есть заявка на рассмотрении' } },
      },
    ]);
    const { user } = renderWithProviders(<AgentPage />, { route });
    await user.click(await screen.findByRole('button', { name: 'Подать заявку' }));
    expect(await screen.findByText('У вас уже есть заявка на рассмотрении')).toBeInTheDocument();
  });

  it('lists the documents as download links and opens the request named by ?rq', async () => {
    const { requests } = mockFetch([{ path: '/api/account/mlm/upload/', query: { rq: '3' }, body: state(request()) }]);
    renderWithProviders(<AgentPage />, { route: `${route}?rq=3` });
    const link = await screen.findByRole('link', { name: 'Скачать паспорт.pdf' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/api/account/mlm/documents/5`);
    expect(within(screen.getByRole('list', { name: 'Приложенные документы' })).getByText('PDF')).toBeInTheDocument();
    expect(requests[0]!.url.searchParams.get('rq')).toBe('3');
  });

  it('uploads files one by one with progress, refuses too big ones at once, shows the server’s message', async () => {
    const Xhr = installFakeXhr();
    let uploaded = false;
    mockFetch([
      {
        path: '/api/account/mlm/upload/',
        body: () => state(request({ documents: uploaded ? [doc(5, 'паспорт.pdf'), doc(6, 'скан.pdf')] : [doc(5, 'паспорт.pdf')] })),
      },
    ]);
    const { user } = renderWithProviders(<AgentPage />, { route });
    const input = await screen.findByLabelText('Выбрать файлы');
    await user.upload(input, [
      file('скан.pdf', 'application/pdf'),
      file('огромный.pdf', 'application/pdf', 11 * 1024 * 1024),
      file('фото.png', 'image/png'),
    ]);

    expect(screen.getByText('огромный.pdf: файл больше 10 МБ')).toBeInTheDocument();
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    const first = Xhr.sent[0]!;
    expect(first.method).toBe('POST');
    expect(new URL(first.url).pathname).toBe('/api/account/mlm/upload/');
    expect(new URL(first.url).searchParams.get('rq')).toBe('3');
    expect(first.withCredentials).toBe(true);
    expect(first.headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(first.headers[LOCALE_HEADER]).toBe('ru-RU');
    expect((first.body!.get('file') as File).name).toBe('скан.pdf');
    act(() => first.progress(40, 100));
    expect(screen.getByText('Загружается скан.pdf: 40 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загрузка скан.pdf' })).toHaveAttribute('value', '40');
    uploaded = true;
    act(() => first.respond(201, { document: doc(6, 'скан.pdf') }));
    expect(await screen.findByText('Загружен: скан.pdf')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Скачать скан.pdf' })).toBeInTheDocument();

    await waitFor(() => expect(Xhr.sent).toHaveLength(2));
    act(() =>
      Xhr.sent[1]!.respond(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Неподдерживаемый формат данных',
        fields: { file: 'Загрузите документ в формате PDF, JPEG или PNG' },
      }),
    );
    expect(await screen.findByText('фото.png: Загрузите документ в формате PDF, JPEG или PNG')).toBeInTheDocument();
  });

  it('shows a rejected request’s reason, takes no documents, and lets the user apply again', async () => {
    mockFetch([
      {
        path: '/api/account/mlm/upload/',
        body: state(request({ status: 'rejected', decisionReason: 'Нет выписки ЕГРИП', decidedAt: '2025-03-03T10:00:00.000Z' }), true),
      },
    ]);
    renderWithProviders(<AgentPage />, { route });
    expect(await screen.findByText('Причина: Нет выписки ЕГРИП')).toBeInTheDocument();
    expect(screen.getByText('Отклонена')).toBeInTheDocument();
    expect(screen.getByText('Заявка рассмотрена: новые документы не принимаются.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Выбрать файлы')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Подать новую заявку' })).toBeInTheDocument();
  });

  it('shows an approved request without the apply form', async () => {
    mockFetch([{ path: '/api/account/mlm/upload/', body: state(request({ status: 'approved', decidedAt: '2025-03-03T10:00:00.000Z' }), false) }]);
    renderWithProviders(<AgentPage />, { route });
    expect(await screen.findByText('Вы агент сети: открывайте витрины и приглашайте продавцов.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подать заявку' })).not.toBeInTheDocument();
  });
});

describe('document sizes', () => {
  it('are shown in KB below a megabyte and in MB above, in the locale’s units', async () => {
    const { fileSize } = await import('../components/documents-list');
    const { createIntl } = await import('../../../shared/lib/intl');
    const ru = createIntl({ locale: 'ru-RU', messages: {} });
    expect(fileSize(ru, 250_000)).toMatch(/^244\sкБ$/i);
    expect(fileSize(ru, 300)).toMatch(/^1\sкБ$/i);
    expect(fileSize(ru, 2.5 * 1024 * 1024)).toMatch(/^2,5\sМБ$/);
  });
});
