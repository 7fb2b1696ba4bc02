import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { rows } from '../../src/db/sql';
import { isDatabaseUnavailable } from '../../src/plugins/errors';
import { createTestDatabase, withAdmin } from '../helpers/db';
import { holdConnectionRoute } from '../helpers/fault-routes';
import { get } from '../helpers/http';

/**
 * Fault-injection finding 2: PostgreSQL dropping the store's connections (pg_terminate_backend, a restart)
 * must fail the requests using them with 503 DB_UNAVAILABLE and a localised message — never crash the node.
 * A checked-out pg client emits 'error' on itself; without a listener of its own the process died.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe('database connection errors', () => {
  it('are recognised through driver and ORM wrappers; other errors are not', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe.runIf(adminUrl)("PostgreSQL terminating the app's backends", () => {
  let app: FastifyInstance;
  let database: Database;
  let dbName: string;
  const lost: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(), database);
    database.onConnectionError((err) => lost.push(err));
    holdConnectionRoute(app, database, '/test/held-connection');
    await app.ready();
    dbName = (await rows<{ name: string }>(database.db, sql`select current_database() as name`))[0]!.name;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const terminateBackends = () =>
    withAdmin(adminUrl!, (c) =>
      c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]),
    );

  it("fails a request whose connection was killed mid-transaction with 503 DB_UNAVAILABLE, in the shopper's language", async () => {
    const pending = get(app, '/test/held-connection', { headers: { 'accept-language': 'ru-RU' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await terminateBackends();
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'DB_UNAVAILABLE', message: 'Сервис временно недоступен. Повторите через несколько секунд' });
    expect(res.headers['retry-after']).toBe('5');
    expect(lost.length).toBeGreaterThan(0);
    // The pool drops the broken client; the next request gets a fresh connection.
    expect((await get(app, '/api/health')).statusCode).toBe(200);
  });

  it('keeps serving mixed browsing while backends are terminated again and again: every answer is 200 or 503', async () => {
    const urls = ['/api/health', '/api/catalog/products?page=1', '/api/menu/', '/api/tg?method=getDBTime', '/test/held-connection'];
    let running = true;
    const killer = (async () => {
      while (running) {
        await terminateBackends();
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    const statuses: number[] = [];
    const workers = Array.from({ length: 6 }, async (_, w) => {
      for (let i = 0; i < 25; i++) {
        const res = await get(app, urls[(w + i) % urls.length]!);
        statuses.push(res.statusCode);
        if (res.statusCode === 503) expect(res.json<{ code: string }>().code).toBe('DB_UNAVAILABLE');
      }
    });
    await Promise.all(workers);
    running = false;
    await killer;
    expect(statuses).toHaveLength(150);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    // No connection leaked: the pool's five connections (tests open pools of 5) are all there to hold at once.
    const held = await Promise.all(Array.from({ length: 5 }, () => get(app, '/test/held-connection')));
    expect(held.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
