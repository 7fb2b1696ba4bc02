/**
 * `npm run bench` (issue 13): every figure as a ratio of a baseline measured in the same run, so a loaded or
 * slower machine still gives comparable numbers.
 *   - reads (catalogue page, home, product page, menu, cart GET, search, index.html) against a bare Fastify
 *     "hello" server, both driven by autocannon with the same connections and duration;
 *   - search and suggestions at 100 000 products: p99 in milliseconds (absolute targets), and every plan an index scan;
 *   - order placement (POST /api/orders, 50 clients) against a raw-SQL transaction doing the same writes on the
 *     same database, and an oversell check (more buyers than stock, concurrently).
 * PGlite always (a temp data dir for the demo catalogue); PostgreSQL too when DATABASE_URL is set (the bench creates
 * its own databases next to it: <name>_bench, <name>_bench_100k, <name>_bench_orders). The 100 000-product
 * catalogues are generated once by the seed generator and kept between runs in .bench/ (gitignored) and in the
 * <name>_bench_100k database. Servers run as child processes (like `npm start`); autocannon runs here.
 * Each store figure follows BENCH_SECONDS/2 of un-timed warm-up traffic (the read cache filled, the JIT warm), and
 * requests carry Accept-Encoding as browsers' do.
 * Options: BENCH_SECONDS (5), BENCH_CONNECTIONS (32), BENCH_PORT (4210: hello; +1… the stores), BENCH_SKIP_100K=1,
 * BENCH_ORDERS (2000 per database), BENCH_ONLY=orders (order placement and the oversell check only: no reads, no 100k)
 * or BENCH_ONLY=catalogue (the catalogue page only), BENCH_CPU_PROFILE=<dir> (each store process writes V8 CPU profiles
 * into <dir>/<database>-<phase>/ when it stops, one per thread; `tsx apps/server/scripts/cpu-profile.ts <that folder>`
 * summarises the main thread's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db, type Tx } from '../src/db/client';
import { one, rows } from '../src/db/sql';
import { randomToken } from '../src/lib/crypto';
import { benchOrderBody, orderConsentId, placeBenchOrder, prepareBuyers, showcaseProducts, type Buyer } from './bench-buyers';
import { PREFIXES, WORDS } from './bench-words';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CACHE = path.join(ROOT, '.bench');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4210);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const ORDER_CLIENTS = 50;
const ORDER_LINES = 2;
const BIG = 100_000;
/**
 * BENCH_ONLY=orders: just the order placement figures (and their raw-SQL baseline), for work on checkout;
 * BENCH_ONLY=catalogue: just the catalogue page (with BENCH_CPU_PROFILE, a profile of that load alone).
 */
const ONLY = process.env.BENCH_ONLY ?? '';
if (ONLY !== '' && ONLY !== 'orders' && ONLY !== 'catalogue') throw new Error(`BENCH_ONLY: "orders", "catalogue" or nothing, not "${ONLY}"`);
const ORDERS_ONLY = ONLY === 'orders';
const CATALOGUE_ONLY = ONLY === 'catalogue';
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : null;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** Each request from another address (the store trusts loopback's X-Forwarded-For here), so the per-IP search limit stays out of the way. */
const randomIp = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

// ---------- processes ----------

interface Server {
  url: string;
  child: ChildProcess;
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 600_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
}

async function startHello(port: number): Promise<Server> {
  const code = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: path.join(ROOT, 'apps/server'), stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, 'the hello server');
  return { url, child };
}

interface StoreEnv {
  /** Names the store's CPU profile with BENCH_CPU_PROFILE (e.g. "PostgreSQL-demo"). */
  label: string;
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  seedProducts?: number;
}

async function startStore(env: StoreEnv): Promise<Server> {
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(env.port),
    HOST: '127.0.0.1',
    DEMO: '1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    CHECKOUT_RATE_PER_IP: '1000000',
    CHECKOUT_RATE_PER_SESSION: '1000000',
    DATA_DIR: env.dataDir ?? path.join(tmpdir(), 'bench-unused'),
    SEED_PRODUCTS: env.seedProducts ? String(env.seedProducts) : '',
  };
  delete vars.DATABASE_URL;
  if (!env.seedProducts) delete vars.SEED_PRODUCTS;
  if (env.databaseUrl) vars.DATABASE_URL = env.databaseUrl;
  // As `npm start` runs it: one node process (the profile is the server's own, not a launcher's).
  // Every thread writes its own profile (the module loader's too), so each store gets a folder of its own.
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.join(PROFILE_DIR, env.label)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: vars,
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${env.port}`;
  await waitFor(`${url}/api/health`, child, 'the store');
  return { url, child };
}

// ---------- measuring ----------

interface Figure {
  label: string;
  rps: number;
  p99: number;
  base: number;
  baseP99: number;
}

/** What every browser sends (and the Telegram and MAX web views): the store may answer compressed, as it does them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function cannon(
  url: string,
  opts: { paths?: () => string; headers?: Record<string, string>; connections?: number; duration?: number } = {},
): Promise<Result> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? CONNECTIONS,
    duration: opts.duration ?? SECONDS,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: opts.paths ? opts.paths() : (req.path ?? '/'),
          headers: { ...req.headers, ...BROWSER_HEADERS, ...opts.headers, 'x-forwarded-for': randomIp() },
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) console.warn(`  ! ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

const table: Array<{ db: string; figure: string; value: string; ratio: string; target: string }> = [];

function report(db: string, f: Figure, target?: number): void {
  const ratio = f.rps / f.base;
  table.push({
    db,
    figure: f.label,
    value: `${Math.round(f.rps)} req/s, p99 ${f.p99} ms`,
    ratio: `${(ratio * 100).toFixed(1)} % of ${Math.round(f.base)}`,
    target: target === undefined ? '' : `≥ ${target * 100} % ${ratio >= target ? 'ok' : 'MISSED'}`,
  });
  console.log(`  ${f.label}: ${Math.round(f.rps)} req/s (${(ratio * 100).toFixed(1)} % of hello ${Math.round(f.base)}), p99 ${f.p99} ms`);
}

/** Un-timed traffic before a store figure: the steady state is measured, not the first fill of the read cache. */
const WARM_UP_SECONDS = Math.max(1, Math.round(SECONDS / 2));

/** The hello measured right before each figure: the machine's load at that moment is in both. */
async function againstHello(hello: Server, label: string, target: string, opts: Parameters<typeof cannon>[1]): Promise<Figure> {
  await cannon(target, { ...opts, duration: WARM_UP_SECONDS });
  const base = await cannon(hello.url);
  const r = await cannon(target, opts);
  return { label, rps: r.requests.average, p99: r.latency.p99, base: base.requests.average, baseP99: base.latency.p99 };
}

async function reads(db: string, hello: Server, store: Server, showcaseId: number, targets: { catalogue: number }): Promise<void> {
  const cats = (await (await fetch(`${store.url}/api/tg?method=getShowcaseMenu&id=${showcaseId}`)).json()) as {
    categories: Array<{ slug: string; children?: Array<{ slug: string }> }>;
  };
  const slugs = cats.categories.flatMap((c) => [c.slug, ...(c.children ?? []).map((k) => k.slug)]);
  const page = (await (await fetch(`${store.url}/api/catalog/products?json=1&category=${slugs[0]}`)).json()) as { items: Array<{ id: number }> };
  const ids = page.items.map((p) => p.id);
  const catalogue = () =>
    `/api/catalog/products?json=1&category=${pick(slugs)}&page=${1 + Math.floor(Math.random() * 3)}&sort=${pick(['popular', 'price_asc', 'new'])}`;
  report(db, await againstHello(hello, 'catalogue page', store.url, { paths: catalogue }), targets.catalogue);
  if (CATALOGUE_ONLY) return;
  report(db, await againstHello(hello, 'home', store.url, { paths: () => '/api/catalog/home?json=1' }));
  report(db, await againstHello(hello, 'product page', store.url, { paths: () => `/api/product/${pick(ids)}?json=1` }));
  report(db, await againstHello(hello, 'menu', store.url, { paths: () => '/api/menu?json=1' }));
  report(db, await againstHello(hello, 'cart GET', store.url, { paths: () => '/api/cart?json=1' }));
  report(db, await againstHello(hello, 'index.html', store.url, { paths: () => '/', headers: { accept: 'text/html' } }), 0.5);
  report(
    db,
    await againstHello(hello, 'search (demo)', store.url, { paths: () => `/api/catalog/search?json=1&q=${encodeURIComponent(pick(WORDS))}` }),
  );
}

/** Search and suggestions at 100 000 products: p99 with a few connections (latency, not saturation). */
async function bigSearch(db: string, hello: Server, store: Server, searchTarget: number, suggestTarget?: number): Promise<void> {
  const base = await cannon(hello.url, { connections: 4 });
  for (const [label, paths, target] of [
    ['search 100k', () => `/api/catalog/search?json=1&q=${encodeURIComponent(pick(WORDS))}`, searchTarget],
    ['suggest 100k', () => `/api/catalog/suggest?json=1&q=${encodeURIComponent(pick(PREFIXES))}`, suggestTarget],
  ] as const) {
    // As every store figure: after un-timed warm-up traffic (the JIT warm, the pages of the words searched read once).
    await cannon(store.url, { paths, connections: 4, duration: WARM_UP_SECONDS });
    const r = await cannon(store.url, { paths, connections: 4 });
    const ok = target === undefined ? '' : r.latency.p99 <= target ? 'ok' : 'MISSED';
    table.push({
      db,
      figure: `${label} (4 connections)`,
      value: `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
      ratio: `${((r.requests.average / base.requests.average) * 100).toFixed(1)} % of ${Math.round(base.requests.average)}`,
      target: target === undefined ? '' : `p99 ≤ ${target} ms ${ok}`,
    });
    console.log(`  ${label}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s`);
  }
}

// ---------- plans ----------

/** The plans of the search pipeline's main queries at 100 000 products: a sequential scan of products fails the bench. */
async function plans(db: Db): Promise<boolean> {
  const plan = async (tx: Db | Tx, label: string, query: SQL): Promise<boolean> => {
    const lines = (await rows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`)).map((r) => r['QUERY PLAN']);
    const seq = lines.some((l) => /Seq Scan on products/.test(l));
    console.log(
      `  ${seq ? 'SEQ' : 'ok '} ${label}: ${lines
        .filter((l) => /Scan|Join|Sort|Limit/.test(l))
        .map((l) => l.trim().replace(/\s+\(cost.*$/, ''))
        .slice(0, 3)
        .join(' | ')}`,
    );
    return !seq;
  };
  const leaf = await one<{ id: number }>(db, sql`select id from categories where parent_id is not null order by id limit 1`);
  const results = [
    await plan(
      db,
      'category page',
      sql`select id from products p where p.is_active and p.category_id in (${leaf!.id}) order by p.popularity desc, p.id desc limit 24`,
    ),
    await plan(
      db,
      'full-text search, popular head (search-repository.ts)',
      sql`select id from products p where p.is_active and p.search_vector @@ to_tsquery('russian', 'кроссовки:*')
        and strpos(replace(lower(p.name), 'ё', 'е'), 'кроссовки') > 0
        and p.popularity >= (select popularity from products order by popularity desc offset 5000 limit 1)
        order by p.popularity desc, p.id desc limit 24`,
    ),
    await plan(
      db,
      'full-text count, capped',
      sql`with m as materialized (select 1 from products p where p.is_active and p.search_vector @@ to_tsquery('russian', 'смартфон:*'))
        select count(*) from (select 1 from m limit 1001) capped`,
    ),
    await plan(
      db,
      'suggestion products',
      sql`select id from products p where p.is_active and p.search_vector @@ to_tsquery('russian', 'смар:*') order by p.popularity desc, p.id desc limit 8`,
    ),
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.45', true)`);
      return plan(
        tx,
        'trigram search',
        sql`select id from products p where 'кросовки' <% p.name order by word_similarity('кросовки', p.name) desc limit 24`,
      );
    }),
    await plan(
      db,
      'article prefix',
      sql`select id from products p where regexp_replace(upper(p.article), '[^0-9A-Z]', '', 'g') like 'SMR0003%' limit 24`,
    ),
  ];
  return results.every(Boolean);
}

// ---------- orders ----------

/** The checkout body; the order consent (required since the consent wave) is the showcase's current document. */
let orderBody = '';
const placeOne = (base: string, buyer: Buyer) => placeBenchOrder(base, buyer, orderBody, { 'x-forwarded-for': randomIp() });

/** Runs `work(i)` for i in [0, total) on `clients` concurrent loops; returns per-second throughput. */
async function loops(
  total: number,
  clients: number,
  work: (i: number) => Promise<boolean>,
): Promise<{ perSecond: number; ok: number; failed: number }> {
  let next = 0;
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const i = next++;
        if (await work(i)) ok++;
        else failed++;
      }
    }),
  );
  return { perSecond: ok / ((performance.now() - started) / 1000), ok, failed };
}

/**
 * The same writes as a placement, in plain SQL in one transaction: lock the cart, take stock for each line
 * (guarded), insert the order, its lines, two events and two notifications, empty the cart. No framework, no checks.
 */
async function rawOrder(db: Db, showcaseId: number, buyer: Buyer, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cart = await one<{ id: number }>(tx, sql`select id from carts where showcase_id = ${showcaseId} and user_id = ${buyer.userId} for update`);
    if (!cart) return false;
    const lines = await rows<{ productId: number; quantity: number }>(
      tx,
      sql`select product_id as "productId", quantity from cart_items where cart_id = ${cart.id} order by product_id`,
    );
    let goods = 0;
    const taken: Array<{ id: number; name: string; article: string; price: number; q: number }> = [];
    for (const l of lines) {
      const row = await one<{ id: number; name: string; article: string; price: number }>(
        tx,
        sql`update products set stock = stock - ${l.quantity} where id = ${l.productId} and is_active and stock >= ${l.quantity} returning id, name, article, price::float8 as price`,
      );
      if (!row) throw new Error('out of stock');
      goods += row.price * l.quantity;
      taken.push({ ...row, q: l.quantity });
    }
    const order = await one<{ id: number }>(
      tx,
      sql`insert into orders (number, user_id, showcase_id, status, payment_system_id, idempotency_key, contact, delivery, comment, goods_total, bonus_network_spent, bonus_local_spent, total)
      values ('R-' || ${key}, ${buyer.userId}, ${showcaseId}, 'assembling', 2, ${key}, '{"name":"Покупатель","phone":"+79123456789"}'::jsonb, '{"method":"courier","city":"Москва","address":"ул Тверская, д 7"}'::jsonb, '', ${goods}, 0, 0, ${goods}) returning id`,
    );
    await tx.execute(
      sql`insert into order_items (order_id, product_id, name, article, price, quantity, bonus_rate) values ${sql.join(
        taken.map((t) => sql`(${order!.id}, ${t.id}, ${t.name}, ${t.article}, ${t.price}, ${t.q}, 0)`),
        sql`, `,
      )}`,
    );
    await tx.execute(
      sql`insert into order_events (order_id, from_status, to_status, actor_id, note) values (${order!.id}, null, 'new', ${buyer.userId}, 'Заказ оформлен'), (${order!.id}, 'new', 'assembling', null, 'Передан на сборку')`,
    );
    await tx.execute(
      sql`insert into notifications (user_id, type, title, body, link) values (${buyer.userId}, 'order_status', 'Заказ оформлен', '', null), (${buyer.userId}, 'order_status', 'Передан на сборку', '', null)`,
    );
    await tx.execute(sql`delete from cart_items where cart_id = ${cart.id}`);
    await tx.execute(sql`update carts set updated_at = now() where id = ${cart.id}`);
    return true;
  });
}

/** Buyers for both loops and the oversell check, written before the store starts (PGlite's data dir is one process's). */
interface OrderSetup {
  showcaseId: number;
  http: Buyer[];
  raw: Buyer[];
  oversell: Buyer[];
  scarceId: number;
  scarceStock: number;
}

async function prepareOrders(db: Db): Promise<OrderSetup> {
  const showcase = await one<{ id: number }>(db, sql`select id from showcases where alias = 'main'`);
  if (!showcase) throw new Error('the demo showcase "main" is missing');
  const products = await showcaseProducts(db, showcase.id, 101);
  const scarceId = products.pop()!;
  await db.execute(
    sql`update products set stock = 1000000 where id in (${sql.join(
      products.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const scarceStock = 20;
  await db.execute(sql`update products set stock = ${scarceStock}, is_active = true where id = ${scarceId}`);
  const http = await prepareBuyers(db, showcase.id, ORDERS + ORDER_CLIENTS, products, ORDER_LINES);
  const raw = await prepareBuyers(db, showcase.id, ORDERS, products, ORDER_LINES);
  const oversell = await prepareBuyers(db, showcase.id, ORDER_CLIENTS, [scarceId], 1);
  orderBody = benchOrderBody(await orderConsentId(db, showcase.id));
  await db.execute(sql`analyze`);
  return { showcaseId: showcase.id, http, raw, oversell, scarceId, scarceStock };
}

async function httpOrders(db: string, store: Server, setup: OrderSetup): Promise<{ perSecond: number }> {
  // Warm-up: one order per client (JIT, pool, plan caches), not counted.
  await Promise.all(setup.http.slice(0, ORDER_CLIENTS).map((b) => placeOne(store.url, b)));
  const buyers = setup.http.slice(ORDER_CLIENTS);
  const statuses = new Map<number, number>();
  const r = await loops(buyers.length, ORDER_CLIENTS, async (i) => {
    const status = await placeOne(store.url, buyers[i]!);
    if (status !== 201) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    return status === 201;
  });
  if (r.failed) console.warn(`  ! order failures: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  // Oversell: 50 buyers at once for 20 items.
  const answers = await Promise.all(setup.oversell.map((b) => placeOne(store.url, b)));
  const placed = answers.filter((s) => s === 201).length;
  console.log(
    `  orders over HTTP: ${r.perSecond.toFixed(0)}/s (${r.ok} placed, ${r.failed} failed); oversell check: ${placed} of ${answers.length} placed for ${setup.scarceStock} in stock`,
  );
  table.push({
    db,
    figure: 'oversell (50 buyers, 20 in stock)',
    value: `${placed} placed`,
    ratio: '',
    target: placed === setup.scarceStock ? 'ok' : 'MISSED',
  });
  return { perSecond: r.perSecond };
}

async function rawOrders(database: Database, setup: OrderSetup): Promise<{ perSecond: number; stockLeft: number }> {
  const r = await loops(setup.raw.length, ORDER_CLIENTS, (i) => rawOrder(database.db, setup.showcaseId, setup.raw[i]!, randomToken(12)));
  const scarce = await one<{ stock: number }>(database.db, sql`select stock from products where id = ${setup.scarceId}`);
  console.log(`  raw-SQL transactions: ${r.perSecond.toFixed(0)}/s`);
  return { perSecond: r.perSecond, stockLeft: scarce?.stock ?? -1 };
}

function reportOrders(db: string, http: number, raw: number, stockLeft: number, target?: { absolute: number; ratio: number }): void {
  const ratio = http / raw;
  table.push({
    db,
    figure: `order placement (${ORDER_CLIENTS} clients)`,
    value: `${Math.round(http)} orders/s`,
    ratio: `${(ratio * 100).toFixed(1)} % of raw SQL ${Math.round(raw)}/s`,
    target: target
      ? `≥ ${target.absolute}/s and ≥ ${target.ratio * 100} % ${http >= target.absolute && ratio >= target.ratio ? 'ok' : 'MISSED'}`
      : '',
  });
  if (stockLeft < 0) table.push({ db, figure: 'stock after oversell check', value: String(stockLeft), ratio: '', target: 'MISSED (negative)' });
}

// ---------- databases ----------

/** A PostgreSQL database next to DATABASE_URL's, created when missing; `fresh` drops it first. */
async function pgDatabase(baseUrl: string, suffix: string, fresh: boolean): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_${suffix}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** Product count of a cached 100k database, or 0 when it is missing or was left half-seeded. */
async function productCount(database: Database): Promise<number> {
  try {
    const row = await one<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    return row?.n ?? 0;
  } catch {
    return 0;
  }
}

async function run(kind: 'PGlite' | 'PostgreSQL', hello: Server, port: number): Promise<void> {
  console.log(`\n== ${kind} ==`);
  const pgUrl = process.env.DATABASE_URL;
  const temp = kind === 'PGlite' ? mkdtempSync(path.join(tmpdir(), 'bench-store-')) : null;
  try {
    const demo: StoreEnv =
      kind === 'PGlite'
        ? { label: `${kind}-demo`, port, dataDir: temp! }
        : { label: `${kind}-demo`, port, databaseUrl: await pgDatabase(pgUrl!, 'bench', true) };
    // Orders are prepared on the seeded demo database before the store serves it.
    {
      const store = await startStore({ ...demo, label: `${kind}-seed` });
      await stop(store);
    }
    const open = () => openDatabase({ databaseUrl: demo.databaseUrl, dataDir: demo.dataDir ?? '' });
    let database = await open();
    const setup = await prepareOrders(database.db);
    await database.close();

    const store = await startStore(demo);
    try {
      if (!ORDERS_ONLY) await reads(kind, hello, store, setup.showcaseId, { catalogue: kind === 'PGlite' ? 0.1 : 0.3 });
      if (CATALOGUE_ONLY) return;
      const http = await httpOrders(kind, store, setup);
      await stop(store);
      database = await open();
      try {
        const raw = await rawOrders(database, setup);
        reportOrders(kind, http.perSecond, raw.perSecond, raw.stockLeft, kind === 'PostgreSQL' ? { absolute: 1000, ratio: 0.33 } : undefined);
      } finally {
        await database.close();
      }
    } finally {
      await stop(store);
    }

    if (process.env.BENCH_SKIP_100K === '1' || ORDERS_ONLY || CATALOGUE_ONLY) return;
    const big: StoreEnv =
      kind === 'PGlite'
        ? { label: `${kind}-100k-seed`, port: port + 1, dataDir: path.join(CACHE, 'pglite-100k') }
        : { label: `${kind}-100k-seed`, port: port + 1, databaseUrl: await pgDatabase(pgUrl!, 'bench_100k', false) };
    let bigDb = await openDatabase({ databaseUrl: big.databaseUrl, dataDir: big.dataDir ?? '' });
    const count = await productCount(bigDb);
    await bigDb.close();
    if (count < BIG) {
      console.log(`  generating the ${BIG}-product catalogue (once; kept in ${kind === 'PGlite' ? big.dataDir : big.databaseUrl})…`);
      if (kind === 'PGlite') rmSync(big.dataDir!, { recursive: true, force: true });
      else big.databaseUrl = await pgDatabase(pgUrl!, 'bench_100k', true);
      mkdirSync(CACHE, { recursive: true });
      big.seedProducts = BIG;
    }
    const bigStore = await startStore(big);
    await stop(bigStore);
    bigDb = await openDatabase({ databaseUrl: big.databaseUrl, dataDir: big.dataDir ?? '' });
    let plansOk: boolean;
    try {
      // As after any bulk load (autovacuum would, later): statistics, the visibility map, GIN pending lists merged.
      await bigDb.db.execute(sql`vacuum analyze`);
      plansOk = await plans(bigDb.db);
    } finally {
      await bigDb.close();
    }
    table.push({
      db: kind,
      figure: 'plans at 100k (no seq scan of products)',
      value: plansOk ? 'index scans' : 'SEQ SCAN',
      ratio: '',
      target: plansOk ? 'ok' : 'MISSED',
    });
    const searching = await startStore({ ...big, label: `${kind}-100k-search`, seedProducts: undefined });
    try {
      await bigSearch(kind, hello, searching, kind === 'PGlite' ? 60 : 30, kind === 'PostgreSQL' ? 50 : undefined);
    } finally {
      await stop(searching);
    }
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!ORDERS_ONLY && !CATALOGUE_ONLY && !existsSync(path.join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('run `npm run build` first: index.html is measured too');
  const hello = await startHello(BASE_PORT);
  try {
    await run('PGlite', hello, BASE_PORT + 1);
    if (process.env.DATABASE_URL) await run('PostgreSQL', hello, BASE_PORT + 3);
  } finally {
    await stop(hello);
  }
  if (ORDERS_ONLY) console.log(`\n${ORDERS} orders per loop, ${ORDER_CLIENTS} clients.`);
  else
    console.log(`\n${SECONDS} s per figure, ${CONNECTIONS} connections (search/suggest p99: 4), each read against a hello measured right before it.`);
  console.table(table);
  if (table.some((row) => row.target.includes('MISSED'))) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
