import type { FictitiousSale } from '@storefront/contract/bonuses';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { one } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { post } from '../helpers/http';
import { loginAs } from '../helpers/login';

let t: TestApp;
let aleksey: string;
let natalya: string;
let marina: string;
let mainId: number;
let sportId: number;
let productId: number;

const whatIf = (cookie: string, showcaseId: number, buyerRefCode?: string) =>
  post(
    t.app,
    '/api/tg',
    {
      method: 'createFictitiousSaleOrder',
      ShowcaseID: showcaseId,
      items: [{ ProductId: productId, Quantity: 1 }],
      ...(buyerRefCode ? { buyerRefCode } : {}),
    },
    { cookie },
  );
const levels = async (cookie: string, showcaseId: number, buyerRefCode?: string) => {
  const res = await whatIf(cookie, showcaseId, buyerRefCode);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FictitiousSale>().levels.map((l) => [l.level, l.recipient, l.paid, l.amount > 0]);
};
const agree = (cookie: string, shownToUpline: boolean) => post(t.app, '/api/ajax/', { action: 'updateClient', shownToUpline }, { cookie });

// The demo tree: Алексей (main's owner) → Сергей → Наталья (referrer) → Иван (shopper).
beforeAll(async () => {
  t = await createTestApp();
  [aleksey, natalya, marina] = await Promise.all([loginAs(t, 'showcaseAdmin'), loginAs(t, 'referrer'), loginAs(t, 'sportAdmin')]);
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
  sportId = (await showcaseByAlias(t.database.db, 'sport')).id;
  productId = (await one<{ id: number }>(t.database.db, sql`select id from products where bonus_rate > 0 order by id limit 1`))!.id;
  // Наталья helps on main: a seller who has an upline of her own.
  const added = await post(
    t.app,
    '/api/tg',
    { method: 'addShowcaseAdmin', ShowcaseID: mainId, refCode: DEMO_USERS.referrer.refCode },
    { cookie: aleksey },
  );
  expect(added.statusCode, added.body).toBe(200);
});
afterAll(() => t.close());

describe('what-if privacy', () => {
  it('names downline members only once they agreed to be shown; amounts are always there', async () => {
    expect(await levels(aleksey, mainId, DEMO_USERS.shopper.refCode)).toEqual([
      [1, null, true, true],
      [2, null, true, true],
      [3, DEMO_USERS.showcaseAdmin.name, true, true],
    ]);
    expect((await agree(natalya, true)).statusCode).toBe(200);
    expect((await levels(aleksey, mainId, DEMO_USERS.shopper.refCode))[0]).toEqual([1, DEMO_USERS.referrer.name, true, true]);
    expect((await agree(natalya, false)).statusCode).toBe(200);
    expect((await levels(aleksey, mainId, DEMO_USERS.shopper.refCode))[0]).toEqual([1, null, true, true]);
  });

  it("never names the seller's upline, even members who agreed to be shown", async () => {
    await t.database.db.execute(sql`update users set shown_to_upline = true`);
    // Наталья for herself: Сергей and Алексей are her upline.
    expect(await levels(natalya, mainId, DEMO_USERS.referrer.refCode)).toEqual([
      [1, null, true, true],
      [2, null, true, true],
      [3, null, false, true],
    ]);
    // Наталья for Иван (her downline): she is named, her upline is not.
    expect(await levels(natalya, mainId, DEMO_USERS.shopper.refCode)).toEqual([
      [1, DEMO_USERS.referrer.name, true, true],
      [2, null, true, true],
      [3, null, true, true],
    ]);
    await t.database.db.execute(sql`update users set shown_to_upline = false`);
  });

  it('answers a member outside the seller downline as unknown', async () => {
    // Иван is not in Марина's downline; Алексей is Натальи's upline: neither can be traced by them.
    for (const [cookie, showcaseId, refCode] of [
      [marina, sportId, DEMO_USERS.shopper.refCode],
      [natalya, mainId, DEMO_USERS.showcaseAdmin.refCode],
    ] as const) {
      const res = await whatIf(cookie, showcaseId, refCode);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(DEMO_USERS.referrer.name);
    }
  });
});
