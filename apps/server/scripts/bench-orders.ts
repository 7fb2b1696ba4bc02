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
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DataDirLockedError } from '../src/db/lock';
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed';
import { one } from '../src/db/sql';
import { benchOrderBody, orderConsentId, placeBenchOrder, prepareBuyers, showcaseProducts, type Buyer } from './bench-buyers';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const PER_CLIENT = Number(process.env.BENCH_ORDERS_PER_CLIENT ?? 100);
const LINES = Number(process.env.BENCH_LINES ?? 2);
const POOL = 100;

let body = '';

async function placeOne(base: string, buyer: Buyer): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const status = await placeBenchOrder(base, buyer, body);
  return { ms: performance.now() - started, status };
}

const pct = (sorted: number[], p: number) => (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN).toFixed(1);

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
    const products = await showcaseProducts(database.db, showcase.id, POOL);
    // Enough stock that nobody is refused: the benchmark measures placement, not shortages.
    await database.db.execute(
      sql`update products set stock = 1000000 where id in (${sql.join(
        products.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const buyers = await prepareBuyers(database.db, showcase.id, CLIENTS * PER_CLIENT + CLIENTS, products, LINES);
    body = benchOrderBody(await orderConsentId(database.db, showcase.id));
    await database.db.execute(sql`analyze`);

    const app = await buildApp(config, database);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    // Warm-up: one order per client (JIT, connection pool, plan cache), not counted.
    await Promise.all(buyers.slice(0, CLIENTS).map((b) => placeOne(base, b)));

    const latencies: number[] = [];
    const failures = new Map<number, number>();
    let next = CLIENTS;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = 0; i < PER_CLIENT; i++) {
          const buyer = buyers[next++]!;
          const { ms, status } = await placeOne(base, buyer);
          if (status === 201) latencies.push(ms);
          else failures.set(status, (failures.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${database.kind}: ${latencies.length} orders by ${CLIENTS} concurrent clients (${LINES} lines each, payment on delivery) in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  throughput ${(latencies.length / seconds).toFixed(1)} orders/s; latency p50 ${pct(latencies, 50)} ms, p95 ${pct(latencies, 95)} ms, p99 ${pct(latencies, 99)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
    );
    if (failures.size > 0) console.log(`  failures: ${[...failures].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
    await app.close();
  } finally {
    await database.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  // A locked DATA_DIR (a server is running on it) is one line, not a stack.
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
