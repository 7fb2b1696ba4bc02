/**
 * Order placement benchmark (issue 4): orders/s and latency of POST /api/orders with 20 concurrent clients
 * over real HTTP, payment on delivery (system 2).
 *   npm run bench:orders -w @storefront/server                                   (PGlite in a fresh temp dir)
 *   DATABASE_URL=postgres://…/bench npm run bench:orders -w @storefront/server   (a throwaway database: it writes orders)
 * Options: BENCH_CLIENTS (20), BENCH_ORDERS_PER_CLIENT (100), BENCH_LINES (2 products per order).
 * Every order is a different buyer with a prepared cart (users, sessions and carts are written straight to the
 * database beforehand), so the loop measures placement alone: stock, bonuses, snapshot, events, notifications.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import { IDEMPOTENCY_HEADER } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed';
import { one, rows } from '../src/db/sql';
import { randomToken, sha256Hex } from '../src/lib/crypto';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const PER_CLIENT = Number(process.env.BENCH_ORDERS_PER_CLIENT ?? 100);
const LINES = Number(process.env.BENCH_LINES ?? 2);
const POOL = 100;

interface Buyer {
  cookie: string;
}

/** Buyers with a session and a cart of LINES products from a pool of POOL, all in a few statements. */
async function prepareBuyers(db: Db, showcaseId: number, count: number): Promise<Buyer[]> {
  const products = await rows<{ id: number }>(db, sql`
    select p.id from products p join showcase_categories sc on sc.category_id = p.category_id and sc.showcase_id = ${showcaseId} and sc.visible
    where p.is_active order by p.id limit ${POOL}`);
  if (products.length < LINES) throw new Error('not enough products in the catalogue');
  // Enough stock that nobody is refused: the benchmark measures placement, not shortages.
  await db.execute(sql`update products set stock = 1000000 where id in (${sql.join(products.map((p) => sql`${p.id}`), sql`, `)})`);
  const buyers: Buyer[] = [];
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    const cookies = Array.from({ length: n }, () => randomToken(32));
    const users = await rows<{ id: number }>(db, sql`
      insert into users (name, ref_code, phone, city)
      select 'Покупатель ' || g, 'B' || substr(md5(random()::text || g), 1, 12), '+79120000000', 'Москва' from generate_series(1, ${n}) g
      returning id`);
    await db.execute(sql`insert into sessions (id_hash, user_id, data, expires_at) values ${sql.join(
      users.map((u, i) => sql`(${sha256Hex(cookies[i]!)}, ${u.id}, '{}'::jsonb, now() + interval '1 day')`), sql`, `)}`);
    const carts = await rows<{ id: number }>(db, sql`insert into carts (showcase_id, user_id) values ${sql.join(
      users.map((u) => sql`(${showcaseId}, ${u.id})`), sql`, `)} returning id`);
    const items = carts.flatMap((c, i) => {
      const first = (start + i) % products.length;
      return Array.from({ length: LINES }, (_, k) => sql`(${c.id}, ${products[(first + k * 7) % products.length]!.id}, 1)`);
    });
    await db.execute(sql`insert into cart_items (cart_id, product_id, quantity) values ${sql.join(items, sql`, `)} on conflict do nothing`);
    buyers.push(...cookies.map((cookie) => ({ cookie })));
  }
  return buyers;
}

const body = JSON.stringify({
  contact: { name: 'Покупатель Нагрузочный', phone: '+7 912 345-67-89' },
  delivery: { method: 'courier', city: 'Москва', address: 'ул Тверская, д 7, кв 12' },
  paymentSystemId: 2,
});

async function placeOne(base: string, buyer: Buyer): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${buyer.cookie}`, [CSRF_HEADER]: CSRF_HEADER_VALUE, [IDEMPOTENCY_HEADER]: randomToken(16) },
    body,
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!.toFixed(1);

async function main(): Promise<void> {
  const tempDir = process.env.DATA_DIR || process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
  const config = {
    ...loadConfig({ ...process.env, ...(tempDir ? { DATA_DIR: tempDir } : {}) }),
    LOG_LEVEL: 'silent' as const,
    CHECKOUT_RATE_PER_IP: 1_000_000,
    CHECKOUT_RATE_PER_SESSION: 1_000_000,
  };
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { info: (_obj: object, msg: string) => console.log(msg) }, { products: config.SEED_PRODUCTS });
    const showcase = await one<{ id: number }>(database.db, sql`select id from showcases where alias = 'main'`);
    if (!showcase) throw new Error('the demo showcase "main" is missing');
    const buyers = await prepareBuyers(database.db, showcase.id, CLIENTS * PER_CLIENT + CLIENTS);
    await database.db.execute(sql`analyze`);

    const app = await buildApp(config, database);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    // Warm-up: one order per client (JIT, connection pool, plan cache), not counted.
    await Promise.all(buyers.slice(0, CLIENTS).map((b) => placeOne(base, b)));

    const latencies: number[] = [];
    const failures = new Map<number, number>();
    let next = CLIENTS;
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < PER_CLIENT; i++) {
        const buyer = buyers[next++]!;
        const { ms, status } = await placeOne(base, buyer);
        if (status === 201) latencies.push(ms);
        else failures.set(status, (failures.get(status) ?? 0) + 1);
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(`${database.kind}: ${latencies.length} orders by ${CLIENTS} concurrent clients (${LINES} lines each, payment on delivery) in ${seconds.toFixed(1)} s`);
    console.log(`  throughput ${(latencies.length / seconds).toFixed(1)} orders/s; latency p50 ${pct(latencies, 50)} ms, p95 ${pct(latencies, 95)} ms, p99 ${pct(latencies, 99)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`);
    if (failures.size > 0) console.log(`  failures: ${[...failures].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
    await app.close();
  } finally {
    await database.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
