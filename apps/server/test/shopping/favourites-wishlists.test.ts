import type { WishlistDetail } from '@storefront/contract/wishlists';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { fileTestApp } from '../helpers/app';
import { get, post, sessionCookie } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';

const t = fileTestApp();
let productId: number;

beforeAll(async () => {
  productId = (await one<{ id: number }>(t.database.db, sql`select id from products where stock > 3 order by id limit 1`))!.id;
});

const toggle = (cookie: string | null, ProductId: unknown) => post(t.app, '/api/tg', { method: 'ToggleFavourite', ProductId }, { cookie });

describe('favourites', () => {
  it('toggles for an anonymous visitor and counts in the menu', async () => {
    const first = await toggle(null, productId);
    expect(first.json()).toEqual({ isFavourite: true, favouritesCnt: 1 });
    const cookie = sessionCookie(first)!.value;
    expect((await get(t.app, '/api/favourites', { cookie })).json<{ items: Array<{ id: number; isFavourite: boolean }> }>().items).toMatchObject([
      { id: productId, isFavourite: true },
    ]);
    expect((await get(t.app, '/api/menu', { cookie })).json<{ favouritesCnt: number }>().favouritesCnt).toBe(1);
    expect((await toggle(cookie, productId)).json()).toEqual({ isFavourite: false, favouritesCnt: 0 });
    expect((await toggle(cookie, 'x')).statusCode).toBe(400);
    expect((await toggle(cookie, 99999999)).statusCode).toBe(404);
  });

  it('merges into the account on login', async () => {
    const anon = await anonymousSession(t);
    await toggle(anon, productId);
    const userId = (await one<{ id: number }>(t.database.db, sql`select id from users where demo_role = 'referrer'`))!.id;
    const login = await post(t.app, '/api/test/login', { userId }, { cookie: anon });
    const cookie = sessionCookie(login)!.value;
    const items = (await get(t.app, '/api/favourites', { cookie })).json<{ items: Array<{ id: number }> }>().items;
    expect(items.map((i) => i.id)).toContain(productId);
  });
});

describe('wishlists', () => {
  it('are for logged-in users only', async () => {
    expect((await get(t.app, '/api/wishlists')).statusCode).toBe(401);
    expect((await post(t.app, '/api/tg', { method: 'CreateWishlist', Name: 'Мой список' })).statusCode).toBe(401);
  });

  it('create, rename, add, remove, share read-only, move to cart, delete', async () => {
    const cookie = await loginAs(t, 'shopper');
    const created = await post(t.app, '/api/tg', { method: 'CreateWishlist', Name: '  День рождения ', ProductId: productId }, { cookie });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    expect((await post(t.app, '/api/tg', { method: 'RenameWishlist', WishlistId: id, Name: 'Подарки' }, { cookie })).statusCode).toBe(200);
    expect((await post(t.app, '/api/tg', { method: 'RenameWishlist', WishlistId: id, Name: ' ' }, { cookie })).statusCode).toBe(400);
    const detail = (await get(t.app, `/api/wishlists/${id}`, { cookie })).json<WishlistDetail>();
    expect(detail).toMatchObject({ name: 'Подарки', isOwner: true, itemsCount: 1 });

    const shared = await get(t.app, `/api/wishlists/shared/${detail.shareToken}`);
    expect(shared.json<WishlistDetail>()).toMatchObject({ id, isOwner: false, itemsCount: 1 });

    const moved = await post(t.app, '/api/tg', { method: 'MoveWishlistToCart', WishlistId: id }, { cookie });
    expect(moved.json()).toEqual({ moved: 1, skipped: [] });

    await post(t.app, '/api/tg', { method: 'RemoveFromWishlist', WishlistId: id, ProductId: productId }, { cookie });
    expect((await get(t.app, `/api/wishlists/${id}`, { cookie })).json<WishlistDetail>().itemsCount).toBe(0);
    expect((await post(t.app, '/api/tg', { method: 'DeleteWishlist', WishlistId: id }, { cookie })).statusCode).toBe(200);
    expect((await get(t.app, `/api/wishlists/${id}`, { cookie })).statusCode).toBe(404);
  });

  it("answers 404 for another user's list and changes nothing", async () => {
    const owner = await loginAs(t, 'shopper');
    const { id } = (await post(t.app, '/api/tg', { method: 'CreateWishlist', Name: 'Личное' }, { cookie: owner })).json<{ id: number }>();
    const stranger = await loginAs(t, 'referrer');
    expect((await get(t.app, `/api/wishlists/${id}`, { cookie: stranger })).statusCode).toBe(404);
    for (const body of [
      { method: 'RenameWishlist', WishlistId: id, Name: 'Взлом' },
      { method: 'AddToWishlist', WishlistId: id, ProductId: productId },
      { method: 'DeleteWishlist', WishlistId: id },
      { method: 'MoveWishlistToCart', WishlistId: id },
    ]) {
      expect((await post(t.app, '/api/tg', body, { cookie: stranger })).statusCode, body.method).toBe(404);
    }
    expect((await get(t.app, `/api/wishlists/${id}`, { cookie: owner })).json<WishlistDetail>()).toMatchObject({ name: 'Личное', itemsCount: 0 });
  });
});
