import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig, type AppConfig } from '../../src/config';
import { openPostgres, type Database } from '../../src/db/client';
import { createTestDatabase } from '../helpers/db';
import { freePort, seededPostgresUrl } from '../helpers/server-process';
import { showcaseByAlias } from '../helpers/facts';
import { addToCart, createBuyer, placeOrder, productsInStock, validBody } from '../orders/order-helpers';

/**
 * Many nodes (issue 13): with REDIS_URL the rate limits count in Redis, so a limit holds across every node on
 * one database; without it each node counts alone (the limit is per node). A Redis that is down never fails
 * or stalls a request. Two app instances run here on one database (PostgreSQL, each with its own pool, when
 * TEST_DATABASE_URL is set) and the machine's Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const adminUrl = process.env.TEST_DATABASE_URL;
const LIMIT = 4;

let databases: Database[] = [];
let dropPostgres: (() => Promise<void>) | undefined;
const apps: FastifyInstance[] = [];

/** A node of its own (its own pool on PostgreSQL) on the one shared database. */
let openNode: (overrides: Partial<AppConfig>) => Promise<FastifyInstance>;

beforeAll(async () => {
  if (adminUrl) {
    const target = await seededPostgresUrl();
    dropPostgres = target.drop;
    openNode = async (overrides) => {
      const database = openPostgres(target.url, { max: 3 });
      databases.push(database);
      const app = await buildApp(testConfig({ CHECKOUT_RATE_PER_IP: LIMIT, ...overrides }), database);
      apps.push(app);
      return app;
    };
  } else {
    const shared = await createTestDatabase();
    databases = [shared];
    openNode = async (overrides) => {
      const app = await buildApp(testConfig({ CHECKOUT_RATE_PER_IP: LIMIT, ...overrides }), shared);
      apps.push(app);
      return app;
    };
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await dropPostgres?.();
});

/** A client address of this test run alone: the Redis counters of other runs and earlier tests never meet it. */
const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let buyerCookie: string | undefined;
/** An order placement by a signed-in buyer from `ip`; refused later for its empty body, but the limiter counts it first. */
const place = async (app: FastifyInstance, ip: string) => {
  buyerCookie ??= (await createBuyer(databases[0]!.db)).cookie;
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: ip,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${buyerCookie}` },
    payload: '{}',
  });
};

/** Six placements alternating between the nodes; the statuses in order. */
async function alternate(a: FastifyInstance, b: FastifyInstance, ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await place(i % 2 === 0 ? a : b, ip)).statusCode);
  return statuses;
}

describe('two nodes on one database', () => {
  it('with REDIS_URL: the checkout limit holds across both (4 per minute in all, not 4 per node)', async () => {
    const a = await openNode({ REDIS_URL: redisUrl });
    const b = await openNode({ REDIS_URL: redisUrl });
    const ip = clientIp();
    const statuses = await alternate(a, b, ip);
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const refused = await place(b, ip);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The counter is in Redis, under the limiter's own name.
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`storefront:rl:*checkout-ip:${ip}`);
      expect(keys).toHaveLength(1);
      expect(Number(await redis.get(keys[0]!))).toBe(7);
    } finally {
      redis.disconnect();
    }
  });

  it('without REDIS_URL: each node counts alone, so the same six calls all pass', async () => {
    const a = await openNode({});
    const b = await openNode({});
    expect(await alternate(a, b, clientIp())).not.toContain(429);
  });

  it('a Redis that is down: requests go through at once (limits pause), nothing fails', async () => {
    const down = await openNode({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const startedAt = performance.now();
    const statuses = await alternate(down, down, clientIp());
    expect(statuses).not.toContain(429);
    expect(statuses).not.toContain(500);
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });

  it.runIf(adminUrl)(
    'PostgreSQL: a write on one node clears the read cache of the other at once (LISTEN/NOTIFY), not after READ_CACHE_MS',
    async () => {
      // The default lifetimes: 30 s while a node hears the others, so only the notice can explain a fresh answer.
      const a = await openNode({ READ_CACHE_MS: undefined });
      const b = await openNode({ READ_CACHE_MS: undefined });
      const db = databases[0]!.db;
      const main = await showcaseByAlias(db, 'main');
      const [product] = await productsInStock(db, main.id, 1, 10);
      const stockOn = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: `/api/product/${product!.id}?json=1` })).json<{ stock: number }>().stock;
      const eventually = async (check: () => Promise<boolean>) => {
        const end = Date.now() + 3_000;
        while (!(await check())) {
          if (Date.now() > end) return false;
          await new Promise((r) => setTimeout(r, 50));
        }
        return true;
      };
      // Both nodes listen (their first notice of "listening" clears the cache, so wait for a cached answer to hold).
      await new Promise((r) => setTimeout(r, 500));
      const before = await stockOn(b);
      await db.execute(sql`update products set stock = stock + 7 where id = ${product!.id}`);
      expect(await stockOn(b)).toBe(before); // served from B's memory: nobody told it
      const buyer = await createBuyer(db);
      expect((await addToCart(a, buyer.cookie, product!.id, 2)).statusCode).toBe(200);
      expect((await placeOrder(a, buyer.cookie, validBody())).statusCode).toBe(201);
      expect(await eventually(async () => (await stockOn(b)) === before + 5)).toBe(true);
    },
  );
});
