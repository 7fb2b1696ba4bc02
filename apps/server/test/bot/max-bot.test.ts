import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { loginTokens, showcases, users } from '../../src/db/schema';
import { maxWebhookSecret } from '../../src/modules/max-bot/secret';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, showcaseByAlias } from '../helpers/facts';
import { get } from '../helpers/http';
import { loginAs } from '../helpers/login';

/** A local stand-in for the MAX Bot API: records POST /messages and /subscriptions with the Authorization header. */
interface FakeCall {
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: Record<string, unknown>;
}
async function startFakeMaxApi() {
  const calls: FakeCall[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer((req, res) => {
    void read(req).then((text) => {
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(url.pathname === '/messages' ? { message: { body: { mid: `mid.${calls.length}` } } } : { success: true }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const waitFor = async (n: number) => {
    for (let i = 0; i < 100 && calls.length < n; i++) await new Promise((r) => setTimeout(r, 50));
    if (calls.length < n) throw new Error(`expected ${n} MAX API calls, got ${calls.length}`);
    return calls;
  };
  return { url, calls, waitFor, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const TOKEN = testConfig().DEMO_MAX_BOT_TOKEN;
const maria = {
  user_id: 910_500_001,
  first_name: 'Мария',
  last_name: 'Иванова',
  username: 'maria',
  is_bot: false,
  last_activity_time: 1_790_000_000_000,
};

/** Update JSON shaped as dev.max.ru/docs-api/objects/Update shows it. */
const messageCreated = (text: string, chatType = 'dialog') => ({
  update_type: 'message_created',
  timestamp: 1_790_000_000_000,
  message: {
    sender: maria,
    recipient: { chat_id: 77_000_001, chat_type: chatType, user_id: 555 },
    timestamp: 1_790_000_000_000,
    body: { mid: 'mid.0000000000000001', seq: 1, text, attachments: null },
  },
  user_locale: 'ru',
});
const botStarted = (payload: string | null) => ({
  update_type: 'bot_started',
  timestamp: 1_790_000_000_000,
  chat_id: 77_000_001,
  user: maria,
  payload,
  user_locale: 'ru',
});

let fake: Awaited<ReturnType<typeof startFakeMaxApi>>;
let t: TestApp;
let mainId: number;
beforeAll(async () => {
  fake = await startFakeMaxApi();
  t = await createTestApp({ MAX_API_URL: fake.url });
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
  await t.database.db.update(showcases).set({ maxBotName: 'main_shop_bot' }).where(eq(showcases.id, mainId));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const hook = (update: unknown, secret: string | null = maxWebhookSecret(TOKEN, mainId), key = 'main') =>
  t.app.inject({
    method: 'POST',
    url: `/api/max-bot/${key}`,
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-max-bot-api-secret': secret } : {}) },
    payload: JSON.stringify(update),
  });

describe('MAX bot webhook (POST /api/max-bot/{showcase})', () => {
  it('answers "/start login" in a dialog with a one-time web login link that logs that MAX user in once', async () => {
    const before = fake.calls.length;
    const res = await hook(messageCreated('/start login'));
    expect(res.statusCode, res.body).toBe(200);
    const [call] = (await fake.waitFor(before + 1)).slice(before);
    expect(call).toMatchObject({ path: '/messages', query: { user_id: String(maria.user_id) }, authorization: TOKEN });
    expect(call!.body.text).toContain('Ссылка для входа');
    const url = (call!.body as { attachments: { payload: { buttons: { url: string }[][] } }[] }).attachments[0]!.payload.buttons[0]![0]!.url;
    const link = new URL(url);
    expect(link.pathname).toBe('/api/auth/link');
    const [user] = await t.database.db.select().from(users).where(eq(users.maxId, maria.user_id));
    expect(user).toMatchObject({ name: 'Мария Иванова', telegramId: null });

    const open = await get(t.app, `${link.pathname}${link.search}`);
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe('/account');
    const again = await get(t.app, `${link.pathname}${link.search}`);
    expect(again.headers.location).toMatch(/login=expired/);
  });

  it('answers bot_started with payload "login" the same way, and a start parameter with the MAX deep link into the Mini App', async () => {
    const before = fake.calls.length;
    await hook(botStarted('login'));
    await hook(botStarted('p_12'));
    // The two answers run side by side: which is sent first does not matter.
    const texts = (await fake.waitFor(before + 2)).slice(before).map((c) => JSON.stringify(c.body));
    expect(texts.filter((b) => b.includes('Ссылка для входа'))).toHaveLength(1);
    expect(texts.filter((b) => b.includes('https://max.ru/main_shop_bot?startapp=p_12'))).toHaveLength(1);
  });

  it('ignores group chats, bots, other commands and other update kinds; refuses a wrong or missing secret with 404', async () => {
    const tokens = await countRows(t.database.db, loginTokens);
    const before = fake.calls.length;
    expect((await hook(messageCreated('/start login', 'chat'))).statusCode).toBe(200);
    expect(
      (await hook({ ...messageCreated('/login'), message: { ...messageCreated('/login').message, sender: { ...maria, is_bot: true } } })).statusCode,
    ).toBe(200);
    expect((await hook(messageCreated('привет'))).statusCode).toBe(200);
    expect((await hook({ update_type: 'message_callback', timestamp: 1 })).statusCode).toBe(200);
    for (const secret of [null, '0'.repeat(64), maxWebhookSecret(TOKEN, mainId + 1), maxWebhookSecret('another-max-token-00000', mainId)]) {
      expect((await hook(messageCreated('/start login'), secret)).statusCode).toBe(404);
    }
    expect((await hook(messageCreated('/start login'), maxWebhookSecret(TOKEN, mainId), 'nope')).statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.calls.length).toBe(before);
    expect(await countRows(t.database.db, loginTokens)).toBe(tokens);
  });
});

describe('MAX bot settings (PUT /api/seller/showcases/{id}/max-bot)', () => {
  const put = (cookie: string | null, id: number, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/seller/showcases/${id}/max-bot`,
      headers: { 'content-type': 'application/json', 'x-storefront-client': '1', ...(cookie ? { cookie: `sid=${cookie}` } : {}) },
      payload: JSON.stringify(body),
    });

  it("stores the showcase's own token sealed, never returns it, and the webhook then answers only to that token's secret", async () => {
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const owner = await loginAs(t, 'sportAdmin');
    const own = 'sport-max-bot-token-1234567890';
    const res = await put(owner, sport.id, { token: own, botName: 'sport_bot' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hasToken: true, botName: 'sport_bot' });
    expect(res.body).not.toContain(own);
    const [row] = await t.database.db.select({ sealed: showcases.maxBotToken }).from(showcases).where(eq(showcases.id, sport.id));
    expect(row!.sealed).toMatch(/^v1\./);
    expect(row!.sealed).not.toContain(own);
    expect((await hook(botStarted('login'), maxWebhookSecret(own, sport.id), 'sport')).statusCode).toBe(200);
    expect((await hook(botStarted('login'), maxWebhookSecret(TOKEN, sport.id), 'sport')).statusCode).toBe(404);
  });

  it('refuses an operator (not the owner), a shopper and an anonymous caller', async () => {
    const sport = await showcaseByAlias(t.database.db, 'sport');
    expect((await put(await loginAs(t, 'operator'), sport.id, { token: 'x'.repeat(20), botName: 'evil' })).statusCode).toBe(403);
    const shopper = await loginAs(t, 'shopper');
    expect((await put(shopper, sport.id, { token: 'x'.repeat(20), botName: 'evil' })).statusCode).toBe(403);
    expect((await put(null, sport.id, { token: 'x'.repeat(20), botName: 'evil' })).statusCode).toBe(401);
  });
});
