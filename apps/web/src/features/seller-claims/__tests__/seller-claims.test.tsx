import type { SellerClaim } from '@storefront/contract/claims';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders, atRoute } from '../../../test/render';
import { tgPosts } from '../../../test/fetch-mock';
import { SellerClaimsPage } from '../seller-claims-page';

const phone = { id: 31, productId: 5, name: 'Смартфон Nova 5', article: 'PH-5', price: 20_000_00, quantity: 1, picture: null };
const cover = { id: 32, productId: 6, name: 'Чехол Nova 5', article: 'CS-5', price: 500_00, quantity: 3, picture: null };

const claim = (overrides: Partial<SellerClaim> = {}): SellerClaim => ({
  id: 7,
  status: 'new',
  reason: 'defect',
  description: 'Чехлы треснули на сгибе',
  answer: null,
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
  order: { id: 12, number: 'DEMO-1006', createdAt: '2026-11-08T09:00:00.000Z' },
  line: cover,
  lines: [{ ...cover, claimed: 2, approved: null }],
  escalatedAt: null,
  canEscalate: false,
  photos: ['/api/account/claims/7/photos/1'],
  buyerName: 'Иван Покупателев',
  orderStatus: 'delivered',
  escalationNote: null,
  ...overrides,
});

const page = atRoute(paths.showcaseClaims, <SellerClaimsPage />);

function setup(list: SellerClaim[], one: SellerClaim = list[0]!, post: unknown = { claim: one }, postStatus = 200) {
  return mockShell({
    startup: { isLogged: true },
    extra: [
      { path: '/api/tg', query: { method: 'getShowcaseClaims' }, body: { claims: list } },
      { path: '/api/tg', query: { method: 'getShowcaseClaim' }, body: { claim: one } },
      { method: 'POST', path: '/api/tg', status: postStatus, body: post },
    ],
  });
}

describe('seller claims inbox', () => {
  it('lists the showcase’s claims with status pills and asks for the named showcase only', async () => {
    const { requests } = setup([claim(), claim({ id: 8, status: 'escalated', line: phone, lines: [{ ...phone, claimed: 1, approved: null }] })]);
    renderWithProviders(page, { route: '/account/profile/showcases/3/claims' });
    const list = await screen.findByRole('list', { name: 'Претензии' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Новая')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Иван Покупателев .* Чехол Nova 5, всего 2 шт\./)).toBeInTheDocument();
    expect(within(items[1]!).getByText('У оператора')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Претензия к заказу № DEMO-1006' })).toHaveAttribute(
      'href',
      '/account/profile/showcases/3/claims?claim=7',
    );
    const read = requests.find((r) => r.url.searchParams.get('method') === 'getShowcaseClaims')!;
    expect(Object.fromEntries(read.url.searchParams)).toMatchObject({ ShowcaseID: '3', filter: 'open' });
  });

  it('opens a claim with the buyer’s photos; rejecting needs a reason; approving sends the chosen units', async () => {
    const { requests } = setup([claim()], claim(), { claim: claim({ status: 'approved' }) });
    const { user } = renderWithProviders(page, { route: '/account/profile/showcases/3/claims?claim=7' });
    const card = await screen.findByRole('article', { name: 'Претензия к заказу № DEMO-1006' });
    expect(within(card).getByText('Чехол Nova 5: заявлено 2 из 3 шт. по 500 ₽', { exact: false })).toBeInTheDocument();
    const photo = within(card).getByRole('link', { name: 'Открыть фото 1' });
    expect(photo).toHaveAttribute('href', `${window.location.origin}/api/account/claims/7/photos/1`);

    await user.click(within(card).getByRole('button', { name: 'Отклонить' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Напишите покупателю, почему претензия отклонена');
    expect(tgPosts(requests, 'decideShowcaseClaim')).toEqual([]);

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Сколько штук «Чехол Nova 5» вернуть' }), '1');
    await user.type(within(card).getByRole('textbox', { name: 'Сообщение покупателю' }), 'Вернём один чехол');
    await user.click(within(card).getByRole('button', { name: 'Одобрить возврат' }));
    await waitFor(() => expect(tgPosts(requests, 'decideShowcaseClaim')).toHaveLength(1));
    expect(tgPosts(requests, 'decideShowcaseClaim')[0]!.body).toEqual({
      method: 'decideShowcaseClaim',
      ShowcaseID: 3,
      id: 7,
      decision: 'approved',
      answer: 'Вернём один чехол',
      lines: [{ orderItemId: 32, quantity: 1 }],
    });
  });

  it('sends the seller’s answer, and leaves an escalated claim to the operator', async () => {
    const { requests } = setup([claim()], claim());
    const { user } = renderWithProviders(page, { route: '/account/profile/showcases/3/claims?claim=7' });
    const card = await screen.findByRole('article', { name: 'Претензия к заказу № DEMO-1006' });
    await user.type(within(card).getByRole('textbox', { name: 'Сообщение покупателю' }), 'Пришлите фото упаковки');
    await user.click(within(card).getByRole('button', { name: 'Ответить' }));
    await waitFor(() => expect(tgPosts(requests, 'answerShowcaseClaim')).toHaveLength(1));
    expect(tgPosts(requests, 'answerShowcaseClaim')[0]!.body).toEqual({
      method: 'answerShowcaseClaim',
      ShowcaseID: 3,
      id: 7,
      answer: 'Пришлите фото упаковки',
    });
  });

  it('shows an escalated claim without the seller’s actions', async () => {
    setup([claim()], claim({ status: 'escalated', escalatedAt: '2026-11-12T10:00:00.000Z', escalationNote: 'Я не ронял' }));
    renderWithProviders(page, { route: '/account/profile/showcases/3/claims?claim=7' });
    const card = await screen.findByRole('article', { name: 'Претензия к заказу № DEMO-1006' });
    expect(within(card).getByText(/решение теперь за ним/)).toBeInTheDocument();
    expect(within(card).getByText('Я не ронял', { exact: false })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Одобрить возврат' })).not.toBeInTheDocument();
  });
});
