import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openPostgres, type Database, type PgOptions } from '../../src/db/client';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/db';
import { holdConnectionRoute } from '../helpers/fault-routes';
import { get } from '../helpers/http';
import { seededPostgresUrl } from '../helpers/server-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

/**
 * Faults of the database, through a TCP proxy in front of PostgreSQL that refuses, stalls and restores
 * (issue 13). Before: a stalled database (accepting, never answering) hung every request — /api/health
 * included — forever, even after it was back; a refused one gave 500. Now: 503 DB_UNAVAILABLE with a localised
 * message within 5 s, liveness unaffected, readiness 503, and recovery by itself once the database is back.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const RU_UNAVAILABLE = { code: 'DB_UNAVAILABLE', message: 'Сервис временно недоступен. Повторите через несколько секунд' };
const CATALOGUE = '/api/catalog/products?page=1';

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const startedAt = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - startedAt };
}

/** Polls until the call answers 200; the time it took. */
async function recovers(app: FastifyInstance, url: string, withinMs: number): Promise<number> {
  const startedAt = performance.now();
  for (;;) {
    const res = await get(app, url);
    if (res.statusCode === 200) return performance.now() - startedAt;
    expect(res.statusCode, res.body).toBe(503);
    if (performance.now() - startedAt > withinMs) throw new Error(`${url} did not recover within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(adminUrl)('PostgreSQL behind a faulty network', () => {
  let target: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  const open = async (options: Partial<PgOptions> = {}) => {
    database = openPostgres(proxy.url(target.url), { max: 3, ...options });
    app = await buildApp(testConfig(), database);
    holdConnectionRoute(app, database, '/test/transaction');
    app.get('/test/sleep', async () => {
      await database.db.execute(sql`select pg_sleep(10)`);
      return { ok: true };
    });
    await app.ready();
  };

  beforeAll(async () => {
    target = await seededPostgresUrl();
    const u = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) });
  });
  afterEach(async () => {
    proxy.restore();
    await app?.close();
    await database?.close().catch(() => {});
  });
  afterAll(async () => {
    await proxy?.close();
    await target?.drop();
  });

  it('refused: 503 in the shopper language at once, liveness 200, readiness 503, and back by itself', async () => {
    await open();
    expect((await get(app, CATALOGUE)).statusCode).toBe(200);
    proxy.set('refuse');
    const { value: res, ms } = await timed(() => get(app, CATALOGUE, { headers: { 'accept-language': 'ru-RU' } }));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(RU_UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('5');
    expect(ms).toBeLessThan(5_000);
    expect((await get(app, '/api/health')).statusCode).toBe(200);
    const ready = await get(app, '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json<{ code: string }>().code).toBe('DB_UNAVAILABLE');

    proxy.restore();
    expect(await recovers(app, CATALOGUE, 5_000)).toBeLessThan(5_000);
    expect((await get(app, '/api/ready')).json()).toEqual({ ok: true, database: 'postgres' });
  });

  it('stalled with warm connections and a full pool: every call answers 503 within 5 s, liveness stays instant', async () => {
    await open();
    // Three pooled connections open and idle, then the database stops answering.
    await Promise.all([get(app, '/test/transaction'), get(app, '/test/transaction'), get(app, '/test/transaction')]);
    proxy.set('stall');
    const health = await timed(() => get(app, '/api/health'));
    expect(health.value.statusCode).toBe(200);
    expect(health.ms).toBeLessThan(500);

    // Six at once on a pool of three: three wait on stalled statements, three wait for a connection.
    const calls = await Promise.all(
      [CATALOGUE, CATALOGUE, '/test/transaction', '/api/menu/', '/test/transaction', CATALOGUE].map((url) =>
        timed(() => get(app, url, { headers: { 'accept-language': 'ru-RU' } })),
      ),
    );
    for (const { value, ms } of calls) {
      expect(value.statusCode, value.body).toBe(503);
      expect(value.json()).toEqual(RU_UNAVAILABLE);
      expect(ms).toBeLessThan(5_000);
    }
    const ready = await timed(() => get(app, '/api/ready'));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(2_500);

    proxy.restore();
    expect(await recovers(app, CATALOGUE, 5_000)).toBeLessThan(5_000);
    // No connection leaked by the timed-out statements: the pool's three are all there to hold at once.
    const held = await Promise.all([get(app, '/test/transaction'), get(app, '/test/transaction'), get(app, '/test/transaction')]);
    expect(held.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  }, 30_000);

  it('stalled for new connections only: waits at most the connect timeout, then 503', async () => {
    await open({ connectTimeoutMs: 1_000 });
    proxy.set('stall');
    const { value, ms } = await timed(() => get(app, CATALOGUE));
    expect(value.statusCode).toBe(503);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(3_000);
    proxy.restore();
    expect(await recovers(app, CATALOGUE, 5_000)).toBeLessThan(5_000);
  });

  it('a statement past DB_STATEMENT_TIMEOUT_MS is cancelled by the server: 503, and the connection stays usable', async () => {
    await open({ statementTimeoutMs: 500 });
    const { value, ms } = await timed(() => get(app, '/test/sleep'));
    expect(value.statusCode).toBe(503);
    expect(ms).toBeLessThan(2_000);
    expect((await get(app, CATALOGUE)).statusCode).toBe(200);
  });

  it('a transaction left idle past DB_IDLE_IN_TRANSACTION_TIMEOUT_MS is ended by the server and fails with 503', async () => {
    await open({ idleInTransactionTimeoutMs: 150 });
    const res = await get(app, '/test/transaction');
    expect(res.statusCode).toBe(503);
    expect((await get(app, CATALOGUE)).statusCode).toBe(200);
  });
});

describe.runIf(adminUrl)('/api/ready on a database without the migrations', () => {
  it('answers 503 until the migrations are applied, while /api/health answers 200 throughout', async () => {
    const name = `storefront_ready_${randomBytes(4).toString('hex')}`;
    await createDatabase(adminUrl!, name, 'template0');
    const database = openPostgres(databaseUrl(adminUrl!, name), { max: 2 });
    const app = await buildApp(testConfig(), database);
    try {
      expect((await get(app, '/api/health')).statusCode).toBe(200);
      expect((await get(app, '/api/ready')).statusCode).toBe(503);
      await database.migrate();
      expect((await get(app, '/api/ready')).json()).toEqual({ ok: true, database: 'postgres' });
    } finally {
      await app.close();
      await database.close();
      await dropDatabase(adminUrl!, name);
    }
  });
});
