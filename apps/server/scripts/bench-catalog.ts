/**
 * Catalogue benchmark (issue 3): query plans and latency of the catalogue and search calls.
 *   DATA_DIR=/tmp/bench SEED_PRODUCTS=100000 npm run bench:catalog -w @storefront/server
 *   DATABASE_URL=postgres://… SEED_PRODUCTS=100000 npm run bench:catalog -w @storefront/server
 * Seeds an empty database first, prints the plan of each query (failing on a sequential scan of products),
 * measures saturation throughput (closed loop, 8 connections) and then p50/p99 at half of it (open loop).
 */
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DataDirLockedError } from '../src/db/lock';
import { openDatabase, type Db, type Tx } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed';
import { rows } from '../src/db/sql';
import { PREFIXES, WORDS } from './bench-words';

const SECONDS = 5;
const CONNECTIONS = 8;

async function plan(db: Db | Tx, label: string, query: SQL): Promise<boolean> {
  // An index scan is what a large catalogue needs; print each plan's main nodes.
  const lines = (await rows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`)).map((r) => r['QUERY PLAN']);
  const seq = lines.some((l) => /Seq Scan on products/.test(l));
  // The dictionary is read whole (search-dictionary.ts): there a sequential scan is the right plan.
  const small = !seq && lines.some((l) => /Seq Scan on search_terms/.test(l));
  console.log(
    `${seq ? 'SEQ ' : small ? 'seq*' : 'ok  '} ${label}: ${lines
      .filter((l) => /Scan|Join|Sort|Limit/.test(l))
      .map((l) => l.trim().replace(/\s+\(cost.*$/, ''))
      .slice(0, 4)
      .join(' | ')}`,
  );
  return !seq;
}

function pick<T>(list: T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

async function closedLoop(url: () => string): Promise<number> {
  let done = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const res = await fetch(url());
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${res.status} for ${url()}`);
        done++;
      }
    }),
  );
  return done / SECONDS;
}

async function openLoop(url: () => string, rate: number): Promise<number[]> {
  const latencies: number[] = [];
  const pending: Array<Promise<void>> = [];
  const interval = 1000 / rate;
  const start = performance.now();
  for (let i = 0; i < rate * SECONDS; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      fetch(url()).then(async (res) => {
        await res.arrayBuffer();
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(pending);
  return latencies.sort((a, b) => a - b);
}

/** One request at a time: each call's own time, without queueing behind others (a shared machine's noise shows less). */
async function sequential(url: () => string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await fetch(url());
    await res.arrayBuffer();
    latencies.push(performance.now() - start);
  }
  return latencies.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!.toFixed(1);

async function main(): Promise<void> {
  const config = { ...loadConfig(), LOG_LEVEL: 'silent' as const };
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await seedIfEmpty(database.db, { info: (_obj: object, msg: string) => console.log(msg) }, { products: config.SEED_PRODUCTS });
  const db = database.db;
  await db.execute(sql`analyze`);
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  const [{ terms } = { terms: 0 }] = await rows<{ terms: number }>(db, sql`select count(*)::int as terms from search_terms`);
  const cats = await rows<{ slug: string; id: number }>(db, sql`select c.slug, c.id from categories c where parent_id is not null`);
  console.log(`${database.kind}, ${n} products, ${terms} dictionary words (seq* = a sequential scan of the dictionary only)`);

  const leaf = cats[0]!.id;
  const ok = [
    await plan(
      db,
      'category page, popular',
      sql`select id from products p where p.is_active and p.category_id in (${leaf}) order by p.popularity desc, p.id desc limit 24 offset 48`,
    ),
    await plan(
      db,
      'category page, price',
      sql`select id from products p where p.is_active and p.category_id in (${leaf}) and p.stock > 0 order by p.price asc, p.id asc limit 24`,
    ),
    await plan(db, 'category count', sql`select count(*) from products p where p.is_active and p.category_id in (${leaf})`),
    await plan(
      db,
      'full-text search',
      sql`select id from products p where p.search_vector @@ to_tsquery('russian', 'кроссовки:*') order by ts_rank(p.search_vector, to_tsquery('russian', 'кроссовки:*')) desc limit 24`,
    ),
    // As the service runs it: with the typo threshold set for the transaction.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.45', true)`);
      return plan(
        tx,
        'trigram search',
        sql`select id from products p where 'кросовки' <% p.name order by word_similarity('кросовки', p.name) desc, p.popularity desc limit 24`,
      );
    }),
    await plan(db, 'product by id', sql`select id from products p where p.id = 5`),
    await plan(
      db,
      'name tier search',
      sql`select id from products p where p.search_vector @@ to_tsquery('russian', 'смартфон:*') order by case when strpos(lower(p.name), 'смартфон') > 0 then 0 else 1 end, p.popularity desc limit 24`,
    ),
    await plan(
      db,
      'article prefix',
      sql`select id from products p where regexp_replace(upper(p.article), '[^0-9A-Z]', '', 'g') like 'SMR0003%' limit 24`,
    ),
    // The dictionary is read whole into memory (search-dictionary.ts) when its version moves: a scan of it is right.
    await plan(db, 'dictionary: load', sql`select v.version, t.term, t.stem from search_terms_version v left join search_terms t on true`),
  ].every(Boolean);

  const app = await buildApp(config, database);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const catalogUrl = () =>
    `${address}/api/catalog/products?json=1&category=${pick(cats).slug}&page=${1 + Math.floor(Math.random() * 3)}&sort=${pick(['popular', 'price_asc', 'new'])}`;
  const searchUrl = () => `${address}/api/catalog/search?json=1&q=${encodeURIComponent(pick(WORDS))}`;
  const suggestUrl = () => `${address}/api/catalog/suggest?json=1&q=${encodeURIComponent(pick(PREFIXES))}`;
  for (const [label, url] of [
    ['catalogue page', catalogUrl],
    ['search', searchUrl],
    ['suggest', suggestUrl],
  ] as const) {
    const saturation = await closedLoop(url);
    const latencies = await openLoop(url, Math.max(1, Math.floor(saturation / 2)));
    const alone = await sequential(url, 200);
    console.log(`${label}: one at a time p50 ${pct(alone, 50)} ms, p99 ${pct(alone, 99)} ms (${alone.length} requests)`);
    console.log(
      `${label}: saturation ${saturation.toFixed(0)} req/s; at ${Math.floor(saturation / 2)} req/s p50 ${pct(latencies, 50)} ms, p99 ${pct(latencies, 99)} ms (${latencies.length} requests)`,
    );
  }
  await app.close();
  await database.close();
  // On a small table a sequential scan is the planner's right choice; at scale it is a missing index.
  if (!ok && n >= 10_000) {
    console.error('A catalogue query scans the products table sequentially.');
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  // A locked DATA_DIR (a server is running on it) is one line, not a stack.
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
