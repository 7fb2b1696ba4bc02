import type { ProductDetail } from '@storefront/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { cartWith, productCard } from '../../../shared/commerce/__tests__/product-fixtures';
import { notFound, type MockRoute } from '../../../test/fetch-mock';
import { mockShell, mockSignedIn } from '../../../test/fixtures';
import { atRoute, renderWithProviders } from '../../../test/render';
import { ProductPage } from '../product-page';
import { expectScreenState } from '../../../test/screen-state';

function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productCard({ id: 42, name: 'Рюкзак городской', article: 'BP-42', price: 450_000, oldPrice: 600_000, stock: 3 }),
    description: 'Вместительный рюкзак.\nДва отделения.',
    images: [
      { small: '/images/goods/good_small_pics/42-1.png', big: '/images/upload/42-1.png' },
      { small: '/images/goods/good_small_pics/42-2.png', big: '/images/upload/42-2.png' },
    ],
    attributes: [
      { name: 'Объём', value: '20 л' },
      { name: 'Цвет', value: 'Чёрный' },
    ],
    videos: [
      { url: 'https://www.youtube.com/watch?v=abcdefghijk', embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk', host: 'youtube' },
      { url: 'https://video.example.com/42', embedUrl: null, host: 'video.example.com' },
    ],
    breadcrumbs: [
      { slug: 'bags', name: 'Сумки' },
      { slug: 'backpacks', name: 'Рюкзаки' },
    ],
    bonusRate: 10,
    ...overrides,
  };
}

const renderProduct = (route: string) => renderWithProviders(atRoute(paths.product, <ProductPage />), { route });

/** The shell with an empty cart and product 42, for a guest, or for a signed-in shopper with `signedIn` routes. */
function mockProduct42(signedIn?: MockRoute[]) {
  const routes: MockRoute[] = [
    { path: '/api/cart/', body: cartWith() },
    { path: '/api/product/42', body: detail() },
  ];
  return signedIn ? mockSignedIn([...routes, ...signedIn]) : mockShell({ extra: routes });
}

describe('product page', () => {
  it('renders the product with its gallery, price, stock, attributes and description', async () => {
    mockProduct42();
    renderProduct('/product/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Рюкзак городской' })).toBeInTheDocument();
    expect(screen.getByText('Артикул: BP-42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Бренд: RunFast' })).toHaveAttribute('href', '/catalog?brand=runfast');
    expect(screen.getByText(/4\s500\s₽/)).toBeInTheDocument();
    expect(screen.getByText(/6\s000\s₽/)).toBeInTheDocument();
    expect(screen.getAllByText('Скидка 25 %')).not.toHaveLength(0);
    expect(screen.getByText('В наличии: 3 шт.')).toBeInTheDocument();
    expect(screen.getByText('Бонусы сети: 10 % от цены')).toBeInTheDocument();

    const gallery = screen.getByRole('region', { name: 'Фото товара' });
    expect(within(gallery).getByRole('img', { name: 'Рюкзак городской, фото 1 из 2' })).toHaveAttribute('src', '/images/upload/42-1.png');
    expect(within(gallery).getByRole('button', { name: 'Показать фото 2' })).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Путь по каталогу' });
    expect(within(crumbs).getByRole('link', { name: 'Рюкзаки' })).toHaveAttribute('href', '/catalog/bags/backpacks');

    const attributes = screen.getByRole('region', { name: 'Характеристики' });
    expect(within(attributes).getByText('Объём')).toBeInTheDocument();
    expect(within(attributes).getByText('20 л')).toBeInTheDocument();
    expect(screen.getByText(/Вместительный рюкзак/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'В корзину' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'В избранное: Рюкзак городской' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Поделиться' })).toBeEnabled();
    // Wishlists are for logged-in users only.
    expect(screen.queryByRole('button', { name: 'В список желаний' })).not.toBeInTheDocument();
  });

  it('embeds videos of recognised hosts lazily and links the others', async () => {
    mockProduct42();
    renderProduct('/product/42');
    const videos = await screen.findByRole('region', { name: 'Видео' });
    const frame = within(videos).getByTitle('Видео 1 о товаре «Рюкзак городской»');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(frame).toHaveAttribute('loading', 'lazy');
    const link = within(videos).getByRole('link', { name: 'Смотреть видео на video.example.com' });
    expect(link).toHaveAttribute('href', 'https://video.example.com/42');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lets a logged-in shopper add the product to a wishlist', async () => {
    const { requests } = mockProduct42([
      { path: '/api/wishlists/', body: { wishlists: [{ id: 9, name: 'Подарки', itemsCount: 2, shareToken: 'tok' }] } },
      { method: 'POST', path: '/api/tg', body: {} },
    ]);
    const { user } = renderProduct('/product/42');
    await user.click(await screen.findByRole('button', { name: 'В список желаний' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить в список желаний' });
    await user.click(await within(dialog).findByRole('button', { name: /Подарки/ }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/tg').map((r) => r.body)).toEqual([
        { method: 'AddToWishlist', WishlistId: 9, ProductId: 42 },
      ]),
    );
  });

  it('creates a new wishlist with the product', async () => {
    const { requests } = mockProduct42([
      { path: '/api/wishlists/', body: { wishlists: [] } },
      { method: 'POST', path: '/api/tg', body: {} },
    ]);
    const { user } = renderProduct('/product/42');
    await user.click(await screen.findByRole('button', { name: 'В список желаний' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить в список желаний' });
    expect(await within(dialog).findByText('У вас пока нет списков — создайте первый.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Название нового списка' }), 'Мечты');
    await user.click(within(dialog).getByRole('button', { name: 'Создать и добавить' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/tg').map((r) => r.body)).toEqual([
        { method: 'CreateWishlist', Name: 'Мечты', ProductId: 42 },
      ]),
    );
  });

  it('shows a not-found screen when the product is not on this showcase', async () => {
    mockShell({ extra: [{ path: '/api/product/404', ...notFound }] });
    renderProduct('/product/404');
    await expectScreenState('Товар не найден', { name: 'В каталог', href: '/catalog' });
  });
});
