/**
 * Buyers for the order benchmarks (bench-orders.ts, bench.ts): users with a session and a prepared cart, written
 * straight to the database in a few statements, so a benchmark measures placement alone.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import { IDEMPOTENCY_HEADER } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { one, rows } from '../src/db/sql';
import { randomToken, sha256Hex } from '../src/lib/crypto';

export interface Buyer {
  userId: number;
  cookie: string;
}

/** The first `pool` active products visible on the showcase, by id. */
export async function showcaseProducts(db: Db, showcaseId: number, pool: number): Promise<number[]> {
  const products = await rows<{ id: number }>(
    db,
    sql`
    select p.id from products p join showcase_categories sc on sc.category_id = p.category_id and sc.showcase_id = ${showcaseId} and sc.visible
    where p.is_active order by p.id limit ${pool}`,
  );
  return products.map((p) => p.id);
}

/**
 * `count` buyers, each with a cart of `lines` products taken round-robin from `products` (quantity 1).
 * Stock is left as it is: the caller sets it (plenty for throughput, a little for the oversell check).
 */
export async function prepareBuyers(db: Db, showcaseId: number, count: number, products: readonly number[], lines: number): Promise<Buyer[]> {
  if (products.length < lines) throw new Error('not enough products in the catalogue');
  const buyers: Buyer[] = [];
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    const cookies = Array.from({ length: n }, () => randomToken(32));
    const users = await rows<{ id: number }>(
      db,
      sql`
      insert into users (name, ref_code, phone, city)
      select 'Покупатель ' || g, 'B' || substr(md5(random()::text || g), 1, 12), '+79120000000', 'Москва' from generate_series(1, ${n}) g
      returning id`,
    );
    await db.execute(
      sql`insert into sessions (id_hash, user_id, data, expires_at) values ${sql.join(
        users.map((u, i) => sql`(${sha256Hex(cookies[i]!)}, ${u.id}, '{}'::jsonb, now() + interval '1 day')`),
        sql`, `,
      )}`,
    );
    const carts = await rows<{ id: number }>(
      db,
      sql`insert into carts (showcase_id, user_id) values ${sql.join(
        users.map((u) => sql`(${showcaseId}, ${u.id})`),
        sql`, `,
      )} returning id`,
    );
    const items = carts.flatMap((c, i) => {
      const first = (start + i) % products.length;
      return Array.from({ length: lines }, (_, k) => sql`(${c.id}, ${products[(first + k * 7) % products.length]!}, 1)`);
    });
    await db.execute(sql`insert into cart_items (cart_id, product_id, quantity) values ${sql.join(items, sql`, `)} on conflict do nothing`);
    buyers.push(...users.map((u, i) => ({ userId: u.id, cookie: cookies[i]! })));
  }
  return buyers;
}

/** The current order-processing consent document of a showcase: every checkout ticks it (152-ФЗ; else 400). */
export async function orderConsentId(db: Db, showcaseId: number): Promise<number> {
  const doc = await one<{ id: number }>(
    db,
    sql`select id from consent_documents where kind = 'order' and (showcase_id = ${showcaseId} or showcase_id is null)
    order by (showcase_id is null), version desc limit 1`,
  );
  if (!doc) throw new Error('no order consent document');
  return doc.id;
}

/** Every benchmark order's body: payment on delivery (system 2) to one courier address, the order consent ticked. */
export const benchOrderBody = (consentId: number): string =>
  JSON.stringify({
    contact: { name: 'Покупатель Нагрузочный', phone: '+7 912 345-67-89' },
    delivery: { method: 'courier', city: 'Москва', address: 'ул Тверская, д 7, кв 12' },
    paymentSystemId: 2,
    consents: { order: consentId },
  });

/** Places the buyer's prepared cart as an order over HTTP (POST /api/orders) with `body`; answers the status code. */
export async function placeBenchOrder(base: string, buyer: Buyer, body: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${SESSION_COOKIE}=${buyer.cookie}`,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      [IDEMPOTENCY_HEADER]: randomToken(16),
      ...headers,
    },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}
