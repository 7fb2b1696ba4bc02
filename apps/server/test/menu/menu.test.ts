import { menuConfigSchema, type MenuConfig } from '@storefront/contract/menu';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusAccounts, cartItems, carts, favourites, products, wishlists } from '../../src/db/schema';
import { DEMO_USERS, NETWORK_BOT_USERNAME } from '../../src/db/seed/fixtures';
import { sha256Hex } from '../../src/lib/crypto';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { get } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';

const t = fileTestApp();

async function menu(cookie?: string, host?: string): Promise<MenuConfig> {
  const res = await get(t.app, '/api/menu/?json=1', { cookie, headers: host ? { host } : {} });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<MenuConfig>();
  expect(Object.keys(body).sort()).toEqual(Object.keys(menuConfigSchema.shape).sort());
  return menuConfigSchema.parse(body);
}

async function someProducts(n: number): Promise<number[]> {
  return (await t.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(n)).map((p) => p.id);
}

describe('GET /api/menu/', () => {
  it("describes the showcase for an anonymous visitor, counting the session's own favourites and cart", async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const cookie = await anonymousSession(t);
    const hash = sha256Hex(cookie);
    const ids = await someProducts(2);
    if (ids.length === 2) {
      await t.database.db.insert(favourites).values(ids.map((productId) => ({ sessionHash: hash, productId })));
      const [cart] = await t.database.db.insert(carts).values({ showcaseId: main.id, sessionHash: hash }).returning({ id: carts.id });
      await t.database.db.insert(cartItems).values([
        { cartId: cart!.id, productId: ids[0]!, quantity: 2 },
        { cartId: cart!.id, productId: ids[1]!, quantity: 1 },
      ]);
    }
    expect(await menu(cookie)).toEqual({
      clientInfo: null,
      showcaseBalance: null,
      updated_after: main.updatedAfter,
      burger_menu: main.burgerMenu,
      likechain_showcase: { telegram_bot_name: NETWORK_BOT_USERNAME },
      isShowcaseAdmin: false,
      favouritesCnt: ids.length,
      wishlistsCnt: 0,
      cartCnt: ids.length === 2 ? 3 : 0,
      wowTreeMode: false,
      showHeader: true,
      shareText: main.shareText,
      devMode: false,
      actionsCnt: expect.any(Number) as unknown,
      showcaseStateId: main.stateId,
    });
    expect((await menu()).favouritesCnt).toBe(0);
  });

  it("counts a logged-in user's favourites and wishlists from the tables", async () => {
    const cookie = await loginAs(t, 'shopper');
    const userId = await demoUserId(t.database.db, 'shopper');
    const count = async (q: Promise<Array<{ n: number }>>) => (await q)[0]?.n ?? 0;
    const fav = await count(
      t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(favourites)
        .where(eq(favourites.userId, userId)),
    );
    const wl = await count(
      t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(wishlists)
        .where(eq(wishlists.userId, userId)),
    );
    const config = await menu(cookie);
    expect(config).toMatchObject({
      clientInfo: { Id: userId, Name: DEMO_USERS.shopper.name, RefCode: DEMO_USERS.shopper.refCode, Role: 'shopper' },
      isShowcaseAdmin: false,
      showcaseBalance: null,
      favouritesCnt: fav,
      wishlistsCnt: wl,
    });
  });

  it('gives the showcase admin the showcase balances, and only on their showcase', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const accounts = await t.database.db
      .select()
      .from(bonusAccounts)
      .where(and(eq(bonusAccounts.showcaseId, main.id), inArray(bonusAccounts.kind, ['showcase_network', 'showcase_fund'])));
    const balance = (kind: string) => {
      const account = accounts.find((a) => a.kind === kind);
      return account ? account.balance / 100 : null;
    };
    const cookie = await loginAs(t, 'showcaseAdmin');
    expect(await menu(cookie)).toMatchObject({
      isShowcaseAdmin: true,
      showcaseBalance: {
        Balance: balance('showcase_network'),
        LocalBalance: balance('showcase_fund'),
        PendingBalance: (accounts.find((a) => a.kind === 'showcase_network')?.pending ?? 0) / 100,
      },
    });
    expect(await menu(cookie, 'sport.localhost')).toMatchObject({ isShowcaseAdmin: false, showcaseBalance: null });
  });
});

describe('GET /api/account/auth', () => {
  it('tells whether the session is logged in', async () => {
    expect((await get(t.app, '/api/account/auth?json=1')).json()).toEqual({ isLogged: false, clientInfo: null });
    const cookie = await loginAs(t, 'operator');
    expect((await get(t.app, '/api/account/auth?json=1', { cookie })).json()).toMatchObject({
      isLogged: true,
      clientInfo: { Role: 'operator', RefCode: DEMO_USERS.operator.refCode },
    });
  });
});
