import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order, OrderActionResponse } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { one } from '../../src/db/sql';
import { botApi, BotApiError } from '../../src/modules/bot/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { addToCart, createBuyer, orderAction, placeOrder, productsInStock, validBody, type TestProduct } from '../orders/order-helpers';

/**
 * A payment provider that accepts the connection and never answers (issue 13). Before, checkout waited 15 s for
 * it; now the order is placed within 5 s (the provider is waited for OUTBOUND_TIMEOUT_MS: 3 s by default, 2 s here),
 * stays payable, and the buyer's
 * "pay" registers the same local payment (same Idempotence-Key) once the provider answers again.
 */
let t: TestApp;
let products: TestProduct[];
let sandbox: string;
let fake: Server;
let fakeUrl: string;
let hang = true;
const hung: ServerResponse[] = [];

/** Hangs while `hang` is set; otherwise passes the call on to the built-in sandbox over HTTP. */
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (hang) {
    hung.push(res);
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host'));
  const answer = await fetch(`${sandbox}${req.url ?? ''}`, {
    method: req.method ?? 'GET',
    headers,
    ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
  });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

beforeAll(async () => {
  t = await createTestApp();
  products = await productsInStock(t.database.db, (await showcaseByAlias(t.database.db, 'main')).id, 1, 20);
  sandbox = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/sandbox`;
  fake = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of hung) res.destroy();
  await new Promise((resolve) => fake.close(resolve));
  await t.close();
});

describe('checkout with a hung payment provider', () => {
  let shop: FastifyInstance;
  beforeAll(async () => {
    shop = await buildApp(testConfig({ DEMO: false, PAYMENT_1_URL: fakeUrl, OUTBOUND_TIMEOUT_MS: 2_000 }), t.database);
  });
  afterAll(() => shop.close());

  it('places the order within 5 s, payable later; "pay" registers the same payment once the provider is back', async () => {
    const buyer = await createBuyer(t.database.db);
    await addToCart(shop, buyer.cookie, products[0]!.id, 1);
    const startedAt = performance.now();
    const res = await placeOrder(shop, buyer.cookie, validBody({ paymentSystemId: 1 }));
    const ms = performance.now() - startedAt;
    expect(res.statusCode, res.body).toBe(201);
    expect(ms).toBeLessThan(5_000);
    expect(ms).toBeGreaterThanOrEqual(1_900);
    const placed = res.json<{ order: Order; confirmationUrl: string | null }>();
    expect(placed.confirmationUrl).toBeNull();
    expect(placed.order).toMatchObject({ status: 'awaiting_payment', canPay: true });
    expect(hung.length).toBeGreaterThan(0);

    hang = false;
    const pay = await orderAction(shop, buyer.cookie, placed.order.id, 'pay');
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json<OrderActionResponse>().confirmationUrl).toMatch(/\/api\/sandbox\/pay\//);
    const payments = await one<{ local: number; remote: number }>(
      t.database.db,
      sql`select (select count(*)::int from payments where order_id = ${placed.order.id}) as local,
        (select count(*)::int from sandbox_payments where metadata->>'orderId' = ${String(placed.order.id)}) as remote`,
    );
    // One local payment, registered once at the provider (the hung attempt carried the same Idempotence-Key).
    expect(payments).toEqual({ local: 1, remote: 1 });
  }, 20_000);
});

describe('the Bot API client against a hung server', () => {
  it('gives up after its time limit with a BotApiError that does not carry the token', async () => {
    hang = true;
    const api = botApi(fakeUrl, '123:secret-token', fetch, 300);
    const startedAt = performance.now();
    const error = await api.sendMessage({ chat_id: 1, text: 'hi' }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BotApiError);
    expect((error as Error).message).not.toContain('secret-token');
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });
});
