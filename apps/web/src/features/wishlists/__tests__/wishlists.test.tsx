import type { ProductCard } from '@storefront/contract/catalog';
import type { WishlistDetail } from '@storefront/contract/wishlists';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { cartWith, teaProduct } from '../../../shared/commerce/__tests__/product-fixtures';
import { notFound } from '../../../test/fetch-mock';
import { mockShell, mockSignedIn } from '../../../test/fixtures';
import { atRoute, renderWithProviders } from '../../../test/render';
import { SharedWishlistPage } from '../shared-wishlist-page';
import { WishlistPage } from '../wishlist-page';
import { WishlistsPage } from '../wishlists-page';
import { expectScreenState } from '../../../test/screen-state';

interface Body {
  method: string;
  Name?: string;
  WishlistId?: number;
  ProductId?: number;
}

const product = (id: number, name: string, stock = 3) => teaProduct(id, name, { price: 1_000_00, stock });

/** A logged-in user's wishlists kept by a fake /api/tg dispatcher. */
function wishlistServer() {
  let nextId = 3;
  let lists = [
    { id: 1, name: 'Подарки', shareToken: 'tok-gifts-0001', items: [product(10, 'Чай улун'), product(11, 'Пиала', 0)] },
    { id: 2, name: 'Кухня', shareToken: 'tok-kitchen-02', items: [] as ProductCard[] },
  ];
  const detail = (id: number): WishlistDetail | undefined => {
    const list = lists.find((l) => l.id === id);
    return list && { ...list, itemsCount: list.items.length, isOwner: true, ownerName: 'Анна' };
  };
  const mock = mockSignedIn([
    { path: '/api/wishlists/', body: () => ({ wishlists: lists.map(({ items, ...l }) => ({ ...l, itemsCount: items.length })) }) },
    { path: '/api/wishlists/1', body: () => detail(1) ?? { message: 'Не найдено' } },
    { path: '/api/cart/', body: cartWith() },
    {
      method: 'POST',
      path: '/api/tg',
      body: () => {
        const body = mock.requests.at(-1)!.body as Body;
        switch (body.method) {
          case 'CreateWishlist':
            lists = [...lists, { id: nextId, name: body.Name!, shareToken: `tok-new-${nextId}`, items: [] }];
            return { id: nextId++ };
          case 'RenameWishlist':
            lists = lists.map((l) => (l.id === body.WishlistId ? { ...l, name: body.Name! } : l));
            return { ok: true };
          case 'DeleteWishlist':
            lists = lists.filter((l) => l.id !== body.WishlistId);
            return { ok: true };
          case 'RemoveFromWishlist':
            lists = lists.map((l) => (l.id === body.WishlistId ? { ...l, items: l.items.filter((p) => p.id !== body.ProductId) } : l));
            return { ok: true };
          case 'MoveWishlistToCart':
            return { moved: 1, skipped: ['Пиала'] };
          default:
            return { ok: true };
        }
      },
    },
  ]);
  const posts = () => mock.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/tg').map((r) => r.body);
  return { posts };
}

const renderDetail = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.wishlist} element={<WishlistPage />} />
      <Route path={paths.wishlists} element={<p>Все списки</p>} />
    </Routes>,
    { route },
  );

describe('wishlists', () => {
  it('asks an anonymous visitor to log in', async () => {
    mockShell();
    renderWithProviders(<WishlistsPage />, { route: '/wishlist' });
    await expectScreenState('Войдите, чтобы вести списки желаний', { name: 'Войти через @demo_bot', href: 'https://t.me/demo_bot' });
  });

  it('creates a list, refusing an empty name first', async () => {
    const { posts } = wishlistServer();
    const { user } = renderWithProviders(<WishlistsPage />, { route: '/wishlist' });
    const field = await screen.findByLabelText('Название нового списка');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Введите название списка');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '  Дача  ');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('link', { name: /^Дача/ })).toHaveAttribute('href', '/wishlist/3');
    expect(posts()).toEqual([{ Name: 'Дача', method: 'CreateWishlist' }]);
    expect(field).toHaveValue('');
  });

  it('renames a list through its dialog', async () => {
    const { posts } = wishlistServer();
    const { user } = renderWithProviders(<WishlistsPage />, { route: '/wishlist' });
    await user.click(await screen.findByRole('button', { name: 'Переименовать список «Кухня»' }));
    const dialog = screen.getByRole('dialog', { name: 'Переименовать список' });
    const field = within(dialog).getByLabelText('Название списка');
    expect(field).toHaveValue('Кухня');
    await user.clear(field);
    await user.type(field, 'Для кухни');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('link', { name: /^Для кухни/ })).toBeInTheDocument();
    expect(posts()).toEqual([{ WishlistId: 2, Name: 'Для кухни', method: 'RenameWishlist' }]);
  });

  it('deletes a list only after the confirmation', async () => {
    const { posts } = wishlistServer();
    const { user } = renderWithProviders(<WishlistsPage />, { route: '/wishlist' });
    await user.click(await screen.findByRole('button', { name: 'Удалить список «Кухня»' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Удалить список «Кухня»?' })).getByRole('button', { name: 'Отмена' }));
    expect(posts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Удалить список «Кухня»' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Удалить список «Кухня»?' })).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Кухня/ })).not.toBeInTheDocument());
    expect(posts()).toEqual([{ WishlistId: 2, method: 'DeleteWishlist' }]);
    expect(screen.getByRole('link', { name: /^Подарки/ })).toBeInTheDocument();
  });

  it('removes an item, moves the list to the cart and reports what was skipped', async () => {
    const { posts } = wishlistServer();
    const { user, store } = renderDetail('/wishlist/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Подарки' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Всё в корзину' }));
    await waitFor(() =>
      expect(store.getState().notices.map((n) => [n.type, n.message])).toEqual([
        ['success', 'В корзину добавлен 1 товар'],
        ['warning', 'Не добавлены (нет в наличии): Пиала'],
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Убрать «Чай улун» из списка' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Чай улун' })).not.toBeInTheDocument());
    expect(posts()).toEqual([
      { WishlistId: 1, method: 'MoveWishlistToCart' },
      { WishlistId: 1, ProductId: 10, method: 'RemoveFromWishlist' },
    ]);
  });

  it('shares a list by its read-only link', async () => {
    wishlistServer();
    const { user } = renderDetail('/wishlist/1');
    await user.click(await screen.findByRole('button', { name: 'Поделиться списком «Подарки»' }));
    const dialog = screen.getByRole('dialog', { name: 'Ссылка на список' });
    expect(within(dialog).getByLabelText('Ссылка')).toHaveValue(`${window.location.origin}/wishlist/shared/tok-gifts-0001`);
    await user.click(within(dialog).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/wishlist/shared/tok-gifts-0001`);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ссылка скопирована');
  });

  it('goes back to all lists after deleting the open one', async () => {
    wishlistServer();
    const { user } = renderDetail('/wishlist/1');
    await user.click(await screen.findByRole('button', { name: 'Удалить список «Подарки»' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Удалить список «Подарки»?' })).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Все списки')).toBeInTheDocument();
  });

  it("shows not found for another user's list", async () => {
    mockSignedIn([{ path: '/api/wishlists/77', ...notFound }]);
    renderDetail('/wishlist/77');
    expect(await screen.findByRole('heading', { name: 'Список не найден' })).toBeInTheDocument();
  });
});

describe('shared wishlist', () => {
  const shared: WishlistDetail = {
    id: 1,
    name: 'Подарки',
    shareToken: 'tok-gifts-0001',
    itemsCount: 1,
    items: [product(10, 'Чай улун')],
    isOwner: false,
    ownerName: 'Анна',
  };
  const renderShared = (route: string) => renderWithProviders(atRoute(paths.sharedWishlist, <SharedWishlistPage />), { route });

  it('is read-only for others, anonymous included', async () => {
    mockShell({
      extra: [
        { path: '/api/wishlists/shared/tok-gifts-0001', body: shared },
        { path: '/api/cart/', body: cartWith() },
      ],
    });
    renderShared('/wishlist/shared/tok-gifts-0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Подарки' })).toBeInTheDocument();
    expect(screen.getByText('Список желаний · Анна')).toBeInTheDocument();
    expect(screen.getByText(/Только просмотр/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Чай улун' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Убрать/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Переименовать|Удалить|Всё в корзину/ })).not.toBeInTheDocument();
  });

  it('offers its owner the editable view', async () => {
    mockShell({
      extra: [
        { path: '/api/wishlists/shared/tok-gifts-0001', body: { ...shared, isOwner: true } },
        { path: '/api/cart/', body: cartWith() },
      ],
    });
    renderShared('/wishlist/shared/tok-gifts-0001');
    expect(await screen.findByRole('link', { name: 'Открыть для редактирования' })).toHaveAttribute('href', '/wishlist/1');
  });

  it('says the link no longer works for an unknown token', async () => {
    mockShell({ extra: [{ path: '/api/wishlists/shared/tok-unknown-00', ...notFound }] });
    renderShared('/wishlist/shared/tok-unknown-00');
    expect(await screen.findByRole('heading', { name: 'Список не найден' })).toBeInTheDocument();
    expect(screen.getByText('Его удалили, или ссылка больше не действует.')).toBeInTheDocument();
  });
});
