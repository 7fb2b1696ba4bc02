import type { ClaimForm } from '@storefront/contract/claims';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { claim, coverLine, phoneLine } from '../../../test/claim-fixture';
import { mockFetch, notFound } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ClaimNewPage } from '../claim-new-page';
import { ClaimsPage } from '../claims-page';
import { expectScreenState } from '../../../test/screen-state';

const form = (overrides: Partial<ClaimForm> = {}): ClaimForm => ({
  order: { id: 12, number: 'DEMO-1006', status: 'delivered', createdAt: '2025-03-05T09:30:00.000Z' },
  line: phoneLine,
  lines: [
    { ...phoneLine, claimable: 1 },
    { ...coverLine, claimable: 3 },
  ],
  claimable: true,
  blockedBy: null,
  reasons: ['defect', 'damaged', 'wrong_item', 'incomplete', 'not_as_described', 'other'],
  photos: { maxCount: 5, maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] },
  description: { min: 10, max: 2000 },
  ...overrides,
});

const png = (name: string, size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('claims list', () => {
  it('shows each claim with its status, reason, photos and the seller’s answer', async () => {
    mockFetch([
      {
        path: '/api/account/claims/',
        body: { claims: [claim(), claim({ id: 8, status: 'rejected', answer: 'Повреждение не гарантийное', photos: [] })] },
      },
    ]);
    renderWithProviders(<ClaimsPage />, { route: '/account/profile/claims' });
    const items = within(await screen.findByRole('list', { name: 'Мои претензии' }))
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.parentElement?.classList.contains('claims-page__list'));
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Новая')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Брак или неисправность')).toBeInTheDocument();
    // The order's date (5 March) stands beside the order number; the claim's own date (10 March) apart from it.
    expect(within(items[0]!).getByRole('link', { name: 'Заказ № DEMO-1006 от 05.03.2025' })).toHaveAttribute('href', '/account/profile/orders?id=12');
    expect(within(items[0]!).getByText('Претензия от 10.03.2025')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Продавец ответит/)).toBeInTheDocument();
    const thumb = within(items[0]!).getByRole('button', { name: 'Открыть фото 1' });
    expect(thumb.querySelector('img')).toHaveAttribute('src', `${window.location.origin}/api/account/claims/7/photos/1`);
    expect(within(items[1]!).getByText('Отклонена')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Повреждение не гарантийное')).toBeInTheDocument();
  });

  it('explains how to make a claim when there is none', async () => {
    mockFetch([{ path: '/api/account/claims/', body: { claims: [] } }]);
    renderWithProviders(<ClaimsPage />, { route: '/account/profile/claims' });
    await expectScreenState('Претензий нет', { name: 'Мои заказы', href: '/account/profile/orders' });
  });
});

describe('new claim', () => {
  const route = '/account/profile/claims/new?id=12&article=PH-5';

  it('sends reason, description and photos as multipart, then opens the claims list', async () => {
    const { requests } = mockFetch([
      { path: '/api/account/claims/create/', query: { id: '12', article: 'PH-5' }, body: form() },
      { method: 'POST', path: '/api/account/claims', status: 201, body: { claim: claim() } },
    ]);
    const { user, router, store } = renderWithProviders(<ClaimNewPage />, { route });
    expect(await screen.findByRole('heading', { name: 'Новая претензия' })).toBeInTheDocument();
    expect(screen.getByText('Смартфон Nova 5')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Причина' }), 'defect');
    await user.type(screen.getByRole('textbox', { name: 'Что случилось' }), 'Экран с трещиной при получении');
    await user.upload(screen.getByLabelText('Добавить фото'), png('screen.png'));
    expect(screen.getByRole('button', { name: 'Убрать фото screen.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить претензию' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile/claims'));
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = String(sent.body);
    // The whole order by default: every line with all its units.
    expect(body).toContain('name="lines"\r\n\r\n[{"orderItemId":31,"quantity":1},{"orderItemId":32,"quantity":3}]\r\n');
    expect(body).toMatch(/name="reason"\r\n\r\ndefect\r\n/);
    expect(body).toMatch(/name="description"\r\n\r\nЭкран с трещиной при получении\r\n/);
    // jsdom's File does not survive undici's FormData encoding by name; the part and its type do.
    expect(body).toMatch(/name="photos"; filename="[^"]*"\r\nContent-Type: image\/png/);
    expect(store.getState().notices.map((n) => n.message)).toContain('Претензия отправлена');
  });

  it('lets the buyer return only some lines and units, and needs at least one', async () => {
    const { requests } = mockFetch([
      { path: '/api/account/claims/create/', body: form() },
      { method: 'POST', path: '/api/account/claims', status: 201, body: { claim: claim() } },
    ]);
    const { user } = renderWithProviders(<ClaimNewPage />, { route });
    const picker = await screen.findByRole('group', { name: 'Что возвращаете' });
    const phone = within(picker).getByRole('checkbox', { name: /Смартфон Nova 5/ });
    const cover = within(picker).getByRole('checkbox', { name: /Чехол Nova 5/ });
    expect(phone).toBeChecked();
    expect(cover).toBeChecked();
    await user.click(phone);
    await user.click(cover);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Причина' }), 'damaged');
    await user.type(screen.getByRole('textbox', { name: 'Что случилось' }), 'Чехлы пришли с трещинами');
    await user.click(screen.getByRole('button', { name: 'Отправить претензию' }));
    expect(screen.getByText('Выберите хотя бы один товар')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(cover);
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Сколько штук «Чехол Nova 5» вернуть' }), '2');
    await user.click(screen.getByRole('button', { name: 'Отправить претензию' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(String(requests.find((r) => r.method === 'POST')!.body)).toContain('name="lines"\r\n\r\n[{"orderItemId":32,"quantity":2}]\r\n');
  });

  it('names what is missing before sending, and turns away files the server would refuse', async () => {
    const { requests } = mockFetch([
      { path: '/api/account/claims/create/', body: form({ photos: { maxCount: 2, maxBytes: 1024 * 1024, types: ['image/png'] } }) },
    ]);
    const { user } = renderWithProviders(<ClaimNewPage />, { route });
    await user.click(await screen.findByRole('button', { name: 'Отправить претензию' }));
    expect(screen.getByText('Выберите причину')).toBeInTheDocument();
    expect(screen.getByText('Опишите проблему: от 10 до 2000 символов')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // fireEvent, not user.upload: the browser's picker may still offer files outside `accept`.
    fireEvent.change(screen.getByLabelText('Добавить фото'), {
      target: {
        files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' }), png('big.png', 1024 * 1024 + 1), png('a.png'), png('b.png'), png('c.png')],
      },
    });
    expect(screen.getByText('Не фото в JPEG, PNG или WebP: doc.pdf')).toBeInTheDocument();
    expect(screen.getByText('Больше 1 МБ: big.png')).toBeInTheDocument();
    expect(screen.getByText('Можно приложить не больше 2 фото')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Убрать фото/ })).toHaveLength(2);
  });

  it('shows the server’s reason when the claim is refused', async () => {
    mockFetch([
      { path: '/api/account/claims/create/', body: form() },
      {
        method: 'POST',
        path: '/api/account/claims',
        status: 415,
        body: {
          message: 'Неподдерживаемый формат данных',
          code: 'UNSUPPORTED_MEDIA_TYPE',
          fields: { photos: 'Приложите фото в формате JPEG, PNG или WebP' },
        },
      },
    ]);
    const { user } = renderWithProviders(<ClaimNewPage />, { route });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Причина' }), 'other');
    await user.type(screen.getByRole('textbox', { name: 'Что случилось' }), 'Пришёл не тот цвет корпуса');
    await user.click(screen.getByRole('button', { name: 'Отправить претензию' }));
    expect(await screen.findByText('Приложите фото в формате JPEG, PNG или WebP')).toBeInTheDocument();
  });

  it('says why a line cannot be claimed', async () => {
    mockFetch([{ path: '/api/account/claims/create/', body: form({ claimable: false, blockedBy: 'open_claim' }) }]);
    renderWithProviders(<ClaimNewPage />, { route });
    expect(await screen.findByRole('heading', { name: 'По этому товару уже есть претензия на рассмотрении.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить претензию' })).not.toBeInTheDocument();
  });

  it('handles a missing line and another user’s order', async () => {
    renderWithProviders(<ClaimNewPage />, { route: '/account/profile/claims/new' });
    expect(await screen.findByRole('heading', { name: 'Товар не выбран' })).toBeInTheDocument();
  });

  it('shows not found for an order that is not the user’s', async () => {
    mockFetch([{ path: '/api/account/claims/create/', ...notFound }]);
    renderWithProviders(<ClaimNewPage />, { route });
    expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
  });
});
