import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { showcases } from '../../src/db/schema';
import { one, rows } from '../../src/db/sql';
import { webhookPath, webhookSecret } from '../../src/modules/bot/secret';
import { maxWebhookSecret } from '../../src/modules/max-bot/secret';
import { sandboxCalls } from '../../src/modules/max-bot/service';
import { notifyShowcaseStaff } from '../../src/modules/notifications/staff';
import { postUpdate, textUpdate } from '../bot/bot-helpers';
import { startFakeBotApi, type FakeBotApi } from '../bot/fake-bot-api';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { get } from '../helpers/http';
import { formData, postForm } from '../claims/multipart';
import { loginAs } from '../helpers/login';
import { addToCart, createBuyer, placeOrder, productsInStock, validBody } from '../orders/order-helpers';

const OWN_TOKEN = '7100000001:own-main-bot-token-abcdef';
const DEMO_TOKEN = testConfig().DEMO_BOT_TOKEN;
const TG = { owner: 100002, sportOwner: 100003, referrer: 100007 };

let fake: FakeBotApi;
let t: TestApp;
let mainId: number;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  fake = await startFakeBotApi();
  t = await createTestApp({ BOT_API_URL: fake.url });
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
  // Two admins of «Сарафан Маркет» besides its owner (Алексей): Наталья and Марина.
  for (const key of ['referrer', 'sportAdmin'] as const) {
    const userId = await demoUserId(t.database.db, key);
    await t.database.db.execute(
      sql`insert into showcase_admins (showcase_id, user_id, role) values (${mainId}, ${userId}, 'admin') on conflict do nothing`,
    );
  }
  for (const key of ['showcaseAdmin', 'referrer', 'sportAdmin', 'operator', 'shopper'] as const) cookies[key] = await loginAs(t, key);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.failing = false;
  fake.rejected.clear();
  fake.failingMethods.clear();
});

const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, cookie: string | null, body?: unknown, locale?: string) =>
  t.app.inject({
    method,
    url: `/api/seller/showcases/${mainId}/${path}`,
    headers: {
      'x-storefront-client': '1',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie: `sid=${cookie}` } : {}),
      ...(locale ? { 'accept-language': locale } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const storedToken = async () =>
  (await t.database.db.select({ token: showcases.botToken, username: showcases.botUsername }).from(showcases).where(eq(showcases.id, mainId)))[0]!;

/** Waits a little longer than the delivery's last kick, so a message that should not come would have come. */
const settle = () => new Promise((r) => setTimeout(r, 2200));

describe("the showcase's own Telegram bot (PUT/DELETE /api/seller/showcases/{id}/telegram-bot)", () => {
  it('refuses admins, operators, shoppers and anonymous callers, storing and calling nothing', async () => {
    const before = fake.calls.length;
    const stored = await storedToken();
    for (const key of ['referrer', 'sportAdmin', 'operator', 'shopper'] as const) {
      const res = await call('PUT', 'telegram-bot', cookies[key]!, { token: OWN_TOKEN });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
      expect((await call('DELETE', 'telegram-bot', cookies[key]!)).statusCode).toBe(403);
    }
    expect((await call('PUT', 'telegram-bot', null, { token: OWN_TOKEN })).statusCode).toBe(401);
    expect(fake.calls.length).toBe(before);
    expect(await storedToken()).toEqual(stored);
  });

  it('answers a token getMe refuses with a clear localised error and stores nothing', async () => {
    fake.rejected.add(OWN_TOKEN);
    const before = fake.calls.length;
    const ru = await call('PUT', 'telegram-bot', cookies.showcaseAdmin!, { token: OWN_TOKEN });
    expect(ru.statusCode, ru.body).toBe(400);
    expect(ru.json()).toMatchObject({ code: 'BOT_TOKEN_REJECTED', fields: { token: expect.stringContaining('@BotFather') as unknown } });
    expect(ru.json<{ message: string }>().message).toContain('Telegram не принял этот токен');
    const en = await call('PUT', 'telegram-bot', cookies.showcaseAdmin!, { token: OWN_TOKEN }, 'en-US');
    expect(en.json<{ message: string }>().message).toContain('Telegram did not accept this token');
    expect(fake.calls.slice(before).map((c) => c.method)).toEqual(['getMe', 'getMe']);
    expect((await storedToken()).token).toBeNull();
    expect(ru.body + en.body).not.toContain(OWN_TOKEN);
  });

  it('stores nothing when Telegram refuses the webhook address', async () => {
    fake.failingMethods.add('setWebhook');
    const before = fake.calls.length;
    const res = await call('PUT', 'telegram-bot', cookies.showcaseAdmin!, { token: OWN_TOKEN });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BOT_WEBHOOK_REJECTED' });
    expect(res.json<{ message: string }>().message).toContain('HTTPS');
    expect(fake.calls.slice(before).map((c) => c.method)).toEqual(['getMe', 'setWebhook']);
    expect((await storedToken()).token).toBeNull();
  });

  it('answers a malformed token with a field message and calls nothing', async () => {
    const before = fake.calls.length;
    const res = await call('PUT', 'telegram-bot', cookies.showcaseAdmin!, { token: 'not a token' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.token).toContain('@BotFather');
    expect(fake.calls.length).toBe(before);
  });

  it('checks the token with getMe, sets the webhook with secret_token, stores it sealed and shows only the mask', async () => {
    const before = fake.calls.length;
    const res = await call('PUT', 'telegram-bot', cookies.showcaseAdmin!, { token: OWN_TOKEN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      telegram: { source: 'own', username: 'bot7100000001_bot', maskedToken: '7100000001:…cdef' },
      canManage: true,
      isStaff: true,
    });
    expect(res.body).not.toContain(OWN_TOKEN);
    const calls = fake.calls.slice(before);
    expect(calls.map((c) => [c.token, c.method])).toEqual([
      [OWN_TOKEN, 'getMe'],
      [OWN_TOKEN, 'setWebhook'],
    ]);
    const secret = webhookSecret(OWN_TOKEN, mainId);
    expect(calls[1]!.body).toMatchObject({ secret_token: secret, allowed_updates: ['message'] });
    expect(new URL(calls[1]!.body.url as string).pathname).toBe(webhookPath('main', OWN_TOKEN, mainId));

    const stored = await storedToken();
    expect(stored.token).toMatch(/^v1\./);
    expect(stored.token).not.toContain(OWN_TOKEN);
    expect(stored.token).not.toContain(OWN_TOKEN.split(':')[1]);
    expect(stored.username).toBe('bot7100000001_bot');

    // An admin sees the bot but may not manage it.
    const seen = await call('GET', 'bots', cookies.referrer!);
    expect(seen.json()).toMatchObject({ telegram: { source: 'own', maskedToken: '7100000001:…cdef' }, canManage: false, isStaff: true });
    expect(seen.body).not.toContain(OWN_TOKEN);
  });

  it('uses the stored token for the webhook and the answers; the secret header must match when sent', async () => {
    const path = webhookPath('main', OWN_TOKEN, mainId);
    const before = fake.calls.length;
    expect(
      (await postUpdate(t.app, webhookPath('main', DEMO_TOKEN, mainId), textUpdate({ id: 555_300_001, first_name: 'Ян' }, '/start'))).statusCode,
    ).toBe(404);
    const wrongHeader = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'f'.repeat(64) },
      payload: JSON.stringify(textUpdate({ id: 555_300_001, first_name: 'Ян' }, '/start')),
    });
    expect(wrongHeader.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': webhookSecret(OWN_TOKEN, mainId) },
      payload: JSON.stringify(textUpdate({ id: 555_300_001, first_name: 'Ян' }, '/start')),
    });
    expect(ok.statusCode).toBe(200);
    const [sent] = (await fake.waitForCalls(before + 1)).slice(before);
    expect(sent).toMatchObject({ token: OWN_TOKEN, method: 'sendMessage', body: { chat_id: 555_300_001 } });
  });

  it('lets the owner remove it: the showcase falls back to the demo bot', async () => {
    const res = await call('DELETE', 'telegram-bot', cookies.showcaseAdmin!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ telegram: { source: 'demo', maskedToken: null } });
    expect((await storedToken()).token).toBeNull();
  });
});

describe('bot updates are handled once (update_id, MAX update JSON)', () => {
  it('answers a repeated Telegram update once', async () => {
    const update = textUpdate({ id: 555_300_002, first_name: 'Ада' }, '/start');
    const path = webhookPath('main', DEMO_TOKEN, mainId);
    const before = fake.calls.length;
    expect((await postUpdate(t.app, path, update)).statusCode).toBe(200);
    expect((await postUpdate(t.app, path, update)).statusCode).toBe(200);
    await fake.waitForCalls(before + 1);
    await settle();
    expect(fake.calls.slice(before).filter((c) => c.body.chat_id === 555_300_002)).toHaveLength(1);
    // Another update id from the same person is answered.
    expect((await postUpdate(t.app, path, textUpdate({ id: 555_300_002, first_name: 'Ада' }, '/start'))).statusCode).toBe(200);
    await fake.waitForCalls(before + 2);
  });

  it('answers a repeated MAX update once (DEMO sandbox of the MAX Bot API)', async () => {
    const update = {
      update_type: 'bot_started',
      timestamp: 1_790_000_000_123,
      chat_id: 77_000_009,
      user: { user_id: 910_500_009, first_name: 'Ия', is_bot: false },
      payload: null,
    };
    const hook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/max-bot/main',
        headers: { 'content-type': 'application/json', 'x-max-bot-api-secret': maxWebhookSecret(testConfig().DEMO_MAX_BOT_TOKEN, mainId) },
        payload: JSON.stringify(update),
      });
    const before = sandboxCalls.filter((c) => c.query.user_id === '910500009').length;
    expect((await hook()).statusCode).toBe(200);
    expect((await hook()).statusCode).toBe(200);
    await settle();
    expect(sandboxCalls.filter((c) => c.query.user_id === '910500009').length).toBe(before + 1);
  });
});

describe('notifications to the showcase staff', () => {
  it('opts a staff member in and out; someone not on the staff is refused', async () => {
    const on = await call('PUT', 'bot-notifications', cookies.referrer!, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ notifyByBot: true });
    expect((await call('PUT', 'bot-notifications', cookies.showcaseAdmin!, { enabled: true })).json()).toMatchObject({ notifyByBot: true });
    const off = await call('PUT', 'bot-notifications', cookies.sportAdmin!, { enabled: false });
    expect(off.json()).toMatchObject({ notifyByBot: false });
    expect((await call('PUT', 'bot-notifications', cookies.operator!, { enabled: true })).statusCode).toBe(403);
    expect((await call('PUT', 'bot-notifications', cookies.shopper!, { enabled: true })).statusCode).toBe(403);
    expect((await call('GET', 'bots', cookies.referrer!)).json()).toMatchObject({ notifyByBot: true });
  });

  it('a new order: one in-app notification per staff member, one bot message per opted-in member, none for the others', async () => {
    const buyer = await createBuyer(t.database.db);
    const [product] = await productsInStock(t.database.db, mainId, 1);
    expect((await addToCart(t.app, buyer.cookie, product!.id, 1)).statusCode).toBe(200);
    const before = fake.calls.length;
    const placed = await placeOrder(t.app, buyer.cookie, validBody());
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await one<{ id: number; number: string }>(
      t.database.db,
      sql`select id, number from orders where user_id = ${buyer.userId} order by id desc limit 1`,
    );

    await fake.waitForCalls(before + 2);
    await settle();
    const sent = fake.calls.slice(before).filter((c) => c.method === 'sendMessage');
    expect(sent.map((c) => c.body.chat_id).sort()).toEqual([TG.owner, TG.referrer].sort());
    for (const c of sent) {
      expect(c.token).toBe(DEMO_TOKEN);
      expect(c.body.text).toContain(`Новый заказ ${order!.number}`);
    }

    const told = await rows<{ userId: number; botState: string | null }>(
      t.database.db,
      sql`select user_id as "userId", bot_state as "botState" from notifications where type = 'order_new' and title = ${`Новый заказ ${order!.number}`} order by user_id`,
    );
    const ids = {
      owner: await demoUserId(t.database.db, 'showcaseAdmin'),
      referrer: await demoUserId(t.database.db, 'referrer'),
      sport: await demoUserId(t.database.db, 'sportAdmin'),
    };
    expect(told).toEqual(
      [
        { userId: ids.owner, botState: 'sent' },
        { userId: ids.referrer, botState: 'sent' },
        { userId: ids.sport, botState: null },
      ].sort((a, b) => a.userId - b.userId),
    );
    // The not-opted-in admin sees it in the app, with the unseen badge.
    const list = await get(t.app, '/api/account/notifications', { cookie: cookies.sportAdmin! });
    expect(list.json<{ notifications: { type: string; title: string }[]; unseen: number }>().notifications[0]).toMatchObject({
      type: 'order_new',
      title: `Новый заказ ${order!.number}`,
    });
    expect(list.json<{ unseen: number }>().unseen).toBeGreaterThan(0);
  });

  it('a new claim on an order of the showcase tells its staff the same way', async () => {
    const line = await one<{ itemId: number; orderNumber: string }>(
      t.database.db,
      sql`select oi.id as "itemId", o.number as "orderNumber" from orders o join order_items oi on oi.order_id = o.id
      where o.user_id = ${await demoUserId(t.database.db, 'shopper')} and o.showcase_id = ${mainId} and o.status in ('delivered', 'completed')
        and not exists (select 1 from claims c where c.order_item_id = oi.id) order by o.id limit 1`,
    );
    expect(line).toBeDefined();
    const before = fake.calls.length;
    const res = await postForm(
      t.app,
      '/api/account/claims',
      formData({ orderItemId: String(line!.itemId), reason: 'defect', description: 'Экран с трещиной при получении' }),
      { cookie: cookies.shopper! },
    );
    expect(res.statusCode, res.body).toBe(201);
    await fake.waitForCalls(before + 2);
    await settle();
    const sent = fake.calls.slice(before);
    expect(sent.map((c) => c.body.chat_id).sort()).toEqual([TG.owner, TG.referrer].sort());
    expect(sent.every((c) => (c.body.text as string).includes(`Новая претензия по заказу ${line!.orderNumber}`))).toBe(true);
    const [told] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where type = 'claim_new' and title = ${`Новая претензия по заказу ${line!.orderNumber}`}`,
    );
    expect(told!.n).toBe(3);
  });

  it('every event kind fans out the same way, and an opted-out member gets no message', async () => {
    await call('PUT', 'bot-notifications', cookies.referrer!, { enabled: false });
    const before = fake.calls.length;
    await notifyShowcaseStaff(t.database.db, mainId, { kind: 'claim_escalated', claimId: 1, orderNumber: 'T-1' });
    await notifyShowcaseStaff(t.database.db, mainId, { kind: 'withdrawal_rejected', amount: 10_000, reason: 'нет реквизитов' });
    await fake.waitForCalls(before + 2);
    await settle();
    const sent = fake.calls.slice(before);
    expect(sent.map((c) => c.body.chat_id)).toEqual([TG.owner, TG.owner]);
    expect(sent.map((c) => c.body.text as string).join('\n')).toMatch(/передана оператору[\s\S]*отклонён/);
  });

  it('a failing Bot API does not fail the request and leaves the message marked failed', async () => {
    fake.failing = true;
    const before = fake.calls.length;
    await notifyShowcaseStaff(t.database.db, mainId, { kind: 'withdrawal_paid', amount: 5_000 });
    await fake.waitForCalls(before + 1);
    await settle();
    const [row] = await rows<{ botState: string }>(
      t.database.db,
      sql`select bot_state as "botState" from notifications where type = 'withdrawal_paid' and user_id = ${await demoUserId(t.database.db, 'showcaseAdmin')} order by id desc limit 1`,
    );
    expect(row!.botState).toBe('failed');
    expect(fake.calls.length).toBe(before + 1);
  });
});
