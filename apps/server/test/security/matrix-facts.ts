import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS, type DemoUserKey } from '../../src/db/seed/fixtures';
import { one, rows } from '../../src/db/sql';
import type { TestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { loginAs } from '../helpers/login';
import { send, type Call, type Role } from './matrix-helpers';

/** Seeded rows the fixtures name, looked up by their stable facts (aliases, telegram ids, order numbers). */
export interface Facts {
  showcase: { main: number; promo: number; sport: number; blocked: number };
  user: Record<DemoUserKey, number>;
  /** Two active products of a category the main showcase shows. */
  product: number;
  product2: number;
  /** A category visible on the main showcase. */
  category: number;
  /** The shopper's wishlist. */
  wishlist: number;
  /** The shopper's completed order on main (DEMO-1002). */
  order: number;
  /** One line of each of the shopper's delivered or completed main orders: claims are filed on them. */
  claimLines: Array<{ orderId: number; itemId: number; article: string }>;
  /** A published landing of the main showcase. */
  landing: number;
  /** A notification of the shopper. */
  notification: number;
  /** Users who are no role of the matrix (bans and admin grants land on them). */
  spare: Array<{ id: number; refCode: string }>;
}

export async function loadFacts(t: TestApp): Promise<Facts> {
  const { db } = t.database;
  const [main, promo, sport, blocked] = await Promise.all(['main', 'promo', 'sport', 'blocked'].map((a) => showcaseByAlias(db, a)));
  const user = Object.fromEntries(
    await Promise.all(Object.keys(DEMO_USERS).map(async (k) => [k, await demoUserId(db, k as DemoUserKey)])),
  ) as Facts['user'];
  const products = await rows<{ id: number; categoryId: number }>(
    db,
    sql`select p.id, p.category_id as "categoryId" from products p
    join showcase_categories sc on sc.category_id = p.category_id and sc.showcase_id = ${main!.id} and sc.visible
    where p.is_active and p.stock > 10 order by p.id limit 2`,
  );
  const order = await one<{ id: number }>(db, sql`select id from orders where number = 'DEMO-1002'`);
  const claimLines = await rows<{ orderId: number; itemId: number; article: string }>(
    db,
    sql`select distinct on (o.id) o.id as "orderId",
    i.id as "itemId", p.article from orders o join order_items i on i.order_id = o.id join products p on p.id = i.product_id
    where o.user_id = ${user.shopper} and o.showcase_id = ${main!.id} and o.status in ('delivered', 'completed') order by o.id, i.id`,
  );
  const wishlist = await one<{ id: number }>(db, sql`select id from wishlists where user_id = ${user.shopper} order by id limit 1`);
  const landing = await one<{ id: number }>(db, sql`select id from landings where showcase_id = ${main!.id} and published order by id limit 1`);
  const notification = await one<{ id: number }>(db, sql`select id from notifications where user_id = ${user.shopper} order by id limit 1`);
  const roleIds = Object.values(user);
  const spare = await rows<{ id: number; refCode: string }>(
    db,
    sql`select id, ref_code as "refCode" from users
    where not is_banned and role = 'shopper' and id <> all(${`{${roleIds.join(',')}}`}::int[])
    and not exists (select 1 from showcase_admins a where a.user_id = users.id) order by id limit 4`,
  );
  if (!products[1] || !order || claimLines.length < 3 || !wishlist || !landing || !notification || spare.length < 4)
    throw new Error('seed facts missing');
  return {
    showcase: { main: main!.id, promo: promo!.id, sport: sport!.id, blocked: blocked!.id },
    user,
    product: products[0]!.id,
    product2: products[1].id,
    category: products[0]!.categoryId,
    wishlist: wishlist.id,
    order: order.id,
    claimLines,
    landing: landing.id,
    notification: notification.id,
    spare,
  };
}

/** What a fixture may use to build its call: the facts, the app, calls as a demo user, and who is calling. */
export interface FixtureContext {
  f: Facts;
  t: TestApp;
  app: FastifyInstance;
  role: Role;
  /** A call as a demo user (for setups: create the row the call then acts on); throws unless 2xx. */
  as(key: DemoUserKey, call: Call): Promise<Record<string, unknown>>;
}

export function fixtureContext(t: TestApp, f: Facts, role: Role, cookies: Map<DemoUserKey, string>): FixtureContext {
  return {
    f,
    t,
    app: t.app,
    role,
    async as(key, call) {
      let cookie = cookies.get(key);
      if (!cookie) {
        cookie = await loginAs(t, key);
        cookies.set(key, cookie);
      }
      const res = await send(t.app, call, cookie);
      if (res.statusCode >= 300) throw new Error(`setup ${call.method} ${call.url} as ${key}: ${res.statusCode} ${res.body}`);
      return res.headers['content-type']?.toString().includes('json') ? res.json<Record<string, unknown>>() : {};
    },
  };
}
