import type { SellerLanding } from '@storefront/contract/seller';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { mockSignedIn } from '../../../test/fixtures';
import { atRoute, renderWithProviders } from '../../../test/render';
import { fromLocalInput, toInput, toLocalInput } from '../components/blocks';
import { LandingsAdminPage } from '../landings-admin-page';

const landing = (id: number, title: string, published: boolean, live: boolean): SellerLanding => ({
  id,
  slug: `l-${id}`,
  title,
  description: '',
  published,
  live,
  startsAt: null,
  endsAt: '2030-01-31T21:00:00.000Z',
  position: id,
  updatedAt: '2025-01-01T00:00:00.000Z',
});

describe('seller landings', () => {
  it('lists landings with their state and deletes one after a confirm through POST /tg/ deleteAction', async () => {
    const mock = mockSignedIn([
      {
        path: '/api/tg',
        query: { method: 'getAdminShowcaseActions' },
        body: { actions: [landing(1, 'Весна', true, true), landing(2, 'Лето', false, false)] },
      },
      { method: 'POST', path: '/api/tg/', body: { ok: true } },
    ]);
    const { user } = renderWithProviders(atRoute(paths.showcaseActions, <LandingsAdminPage />), {
      route: '/account/profile/showcases/4/edit_actions',
    });
    const spring = (await screen.findByText('Весна')).closest('li')!;
    expect(within(spring).getByText('Опубликован')).toBeInTheDocument();
    expect(within(spring).getByText(/Виден покупателям/)).toBeInTheDocument();
    const summer = screen.getByText('Лето').closest('li')!;
    expect(within(summer).getByText(/Не виден покупателям/)).toBeInTheDocument();
    await user.click(within(summer).getByRole('button', { name: 'Удалить' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Удалить лендинг «Лето»?' })).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(mock.requests.find((r) => r.method === 'POST')?.body).toEqual({ ShowcaseID: 4, id: 2, method: 'deleteAction' }));
  });

  it('drops unfinished blocks and converts dates both ways', () => {
    expect(
      toInput([
        { key: 'a', type: 'text', title: '', text: '  ' },
        { key: 'b', type: 'picture', mediaId: null, url: null, caption: '' },
        { key: 'c', type: 'products', title: 'Хиты', products: [{ id: 5, name: 'Чай' }] },
      ]),
    ).toEqual([{ type: 'products', title: 'Хиты', productIds: [5] }]);
    const iso = fromLocalInput('2030-05-01T10:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2030-05-01T10:30');
    expect(fromLocalInput('')).toBeNull();
  });
});
