import type { SellerClaim } from '@storefront/contract/claims';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { phoneLine, sellerClaim } from '../../../test/claim-fixture';
import { mockSignedIn } from '../../../test/fixtures';
import { renderWithProviders, atRoute } from '../../../test/render';
import { expectOneTgCall, tgPosts } from '../../../test/fetch-mock';
import { SellerClaimsPage } from '../seller-claims-page';
import { findListItems } from '../../../test/queries';

const page = atRoute(paths.showcaseClaims, <SellerClaimsPage />);

function setup(list: SellerClaim[], one: SellerClaim = list[0]!, post: unknown = { claim: one }, postStatus = 200) {
  return mockSignedIn([
    { path: '/api/tg', query: { method: 'getShowcaseClaims' }, body: { claims: list } },
    { path: '/api/tg', query: { method: 'getShowcaseClaim' }, body: { claim: one } },
    { method: 'POST', path: '/api/tg', status: postStatus, body: post },
  ]);
}

/** Opens claim 7 on showcase 3's claims page; returns the user and the claim's card. */
async function openClaim7() {
  const { user } = renderWithProviders(page, { route: '/account/profile/showcases/3/claims?claim=7' });
  return { user, card: await screen.findByRole('article', { name: 'Претензия к заказу № DEMO-1006' }) };
}

/** Writes `message` to the buyer in the claim's `card` and presses its `button`. */
async function replyWith(user: UserEvent, card: HTMLElement, message: string, button: string) {
  await user.type(within(card).getByRole('textbox', { name: 'Сообщение покупателю' }), message);
  await user.click(within(card).getByRole('button', { name: button }));
}

describe('seller claims inbox', () => {
  it('lists the showcase’s claims with status pills and asks for the named showcase only', async () => {
    const { requests } = setup([
      sellerClaim(),
      sellerClaim({ id: 8, status: 'escalated', line: phoneLine, lines: [{ ...phoneLine, claimed: 1, approved: null }] }),
    ]);
    renderWithProviders(page, { route: '/account/profile/showcases/3/claims' });
    const items = await findListItems('Претензии');
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
    const { requests } = setup([sellerClaim()], sellerClaim(), { claim: sellerClaim({ status: 'approved' }) });
    const { user, card } = await openClaim7();
    expect(within(card).getByText('Чехол Nova 5: заявлено 2 из 3 шт. по 500 ₽', { exact: false })).toBeInTheDocument();
    const photo = within(card).getByRole('link', { name: 'Открыть фото 1' });
    expect(photo).toHaveAttribute('href', `${window.location.origin}/api/account/claims/7/photos/1`);

    await user.click(within(card).getByRole('button', { name: 'Отклонить' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Напишите покупателю, почему претензия отклонена');
    expect(tgPosts(requests, 'decideShowcaseClaim')).toEqual([]);

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Сколько штук «Чехол Nova 5» вернуть' }), '1');
    await replyWith(user, card, 'Вернём один чехол', 'Одобрить возврат');
    await expectOneTgCall(requests, 'decideShowcaseClaim', {
      ShowcaseID: 3,
      id: 7,
      decision: 'approved',
      answer: 'Вернём один чехол',
      lines: [{ orderItemId: 32, quantity: 1 }],
    });
  });

  it('sends the seller’s answer, and leaves an escalated claim to the operator', async () => {
    const { requests } = setup([sellerClaim()], sellerClaim());
    const { user, card } = await openClaim7();
    await replyWith(user, card, 'Пришлите фото упаковки', 'Ответить');
    await expectOneTgCall(requests, 'answerShowcaseClaim', {
      ShowcaseID: 3,
      id: 7,
      answer: 'Пришлите фото упаковки',
    });
  });

  it('shows an escalated claim without the seller’s actions', async () => {
    setup([sellerClaim()], sellerClaim({ status: 'escalated', escalatedAt: '2026-11-12T10:00:00.000Z', escalationNote: 'Я не ронял' }));
    const { card } = await openClaim7();
    expect(within(card).getByText(/решение теперь за ним/)).toBeInTheDocument();
    expect(within(card).getByText('Я не ронял', { exact: false })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Одобрить возврат' })).not.toBeInTheDocument();
  });
});
