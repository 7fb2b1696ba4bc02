import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStartParam } from '@storefront/contract/start-param';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { shareResult } from '../../src/modules/bot/prepared-message';
import { PREPARE_RATE } from '../../src/modules/bot/share-routes';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post, sessionCookie } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api';

const MAIN_TOKEN = '7000000077:main-bot-token';
const URL_PATH = '/api/account/share/prepared-message';

let fake: FakeBotApi;
let t: TestApp;
let product: { id: number; name: string; price: number; picture: string | null };
let mainId: number;
beforeAll(async () => {
  fake = await startFakeBotApi();
  t = await createTestApp({ BOT_API_URL: fake.url, TELEGRAM_BOT_TOKENS: new Map([['main', MAIN_TOKEN]]) });
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
  const list = await get(t.app, '/api/catalog/products');
  expect(list.statusCode).toBe(200);
  const withPicture = list.json<{ items: Array<{ id: number; picture: string | null }> }>().items.find((p) => p.picture);
  const page = await get(t.app, `/api/product/${withPicture!.id}`);
  expect(page.statusCode).toBe(200);
  product = page.json();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const startParamOf = (url: string) => new URL(url).searchParams.get('startapp');

describe('POST /api/account/share/prepared-message (Bot API savePreparedInlineMessage)', () => {
  it('stores a card of the product with its picture and the referral deep link for the user and answers the PreparedInlineMessage', async () => {
    const cookie = await loginAs(t, 'shopper');
    const before = fake.calls.length;
    const res = await post(t.app, URL_PATH, { productId: product.id, cmp: '42ABCD' }, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: `prepared-${before + 1}`, expiration_date: expect.any(Number) as unknown });
    const call = fake.calls.at(-1)!;
    expect(call.token).toBe(MAIN_TOKEN);
    expect(call.method).toBe('savePreparedInlineMessage');
    const body = call.body as { user_id: number; allow_user_chats: boolean; allow_group_chats: boolean; result: Record<string, unknown> };
    expect(body.user_id).toBe(DEMO_USERS.shopper.telegramId);
    expect(body.allow_user_chats).toBe(true);
    expect(body.allow_group_chats).toBe(true);
    expect(body).not.toHaveProperty('allow_bot_chats');
    const result = body.result as {
      type: string;
      id: string;
      photo_url?: string;
      thumbnail_url: string;
      caption?: string;
      input_message_content?: { message_text: string; link_preview_options: { url: string } };
      reply_markup: { inline_keyboard: Array<Array<{ text: string; url: string }>> };
    };
    expect(result.id).toBe(`p${product.id}-42ABCD`);
    expect(result.thumbnail_url).toMatch(/^https?:\/\/.+/);
    expect(new URL(result.thumbnail_url).pathname).toBe(new URL(product.picture!, 'http://x').pathname);
    // A JPEG goes out as a photo with a caption; any other picture as the large preview above an article's text.
    const jpeg = /\.jpe?g$/i.test(product.picture!);
    expect(result.type).toBe(jpeg ? 'photo' : 'article');
    const text = jpeg ? result.caption! : result.input_message_content!.message_text;
    if (!jpeg) expect(result.input_message_content!.link_preview_options.url).toBe(result.thumbnail_url);
    expect(text).toContain(product.name);
    expect(text).toContain('Сарафан Маркет');
    const button = result.reply_markup.inline_keyboard[0]![0]!;
    expect(button.url).toMatch(/^https:\/\/t\.me\/sarafan_main_bot\?startapp=/);
    const parsed = parseStartParam(startParamOf(button.url));
    expect(parsed?.route).toEqual({ kind: 'product', id: product.id });
    expect(parsed?.referral).toMatchObject({ showcaseId: mainId, refCode: DEMO_USERS.shopper.refCode, cmp: '42ABCD' });
  });

  it('stores an article card of the showcase when no product is named', async () => {
    const cookie = await loginAs(t, 'referrer');
    const res = await post(t.app, URL_PATH, { cmp: '07QWER' }, { cookie });
    expect(res.statusCode).toBe(200);
    const result = fake.calls.at(-1)!.body.result as {
      type: string;
      title: string;
      input_message_content: { message_text: string };
      reply_markup: { inline_keyboard: Array<Array<{ url: string }>> };
    };
    expect(result.type).toBe('article');
    expect(result.title).toBe('Сарафан Маркет');
    expect(result.input_message_content.message_text).toContain('Сарафан Маркет');
    const parsed = parseStartParam(startParamOf(result.reply_markup.inline_keyboard[0]![0]!.url));
    expect(parsed?.route).toBeNull();
    expect(parsed?.referral).toMatchObject({ showcaseId: mainId, refCode: DEMO_USERS.referrer.refCode, cmp: '07QWER' });
  });

  it('refuses anonymous callers, bad bodies, unknown products and users without Telegram, calling nothing', async () => {
    const before = fake.calls.length;
    expect((await post(t.app, URL_PATH, { cmp: '42ABCD' })).statusCode).toBe(401);
    const cookie = await loginAs(t, 'shopper');
    for (const body of [{}, { cmp: 'abc' }, { cmp: '42ABCD', productId: -1 }, { cmp: '42ABCD', link: 'https://evil.example' }]) {
      const res = await post(t.app, URL_PATH, body, { cookie });
      expectRefusal(res, 400, { code: 'VALIDATION_FAILED' });
    }
    expect((await post(t.app, URL_PATH, { cmp: '42ABCD', productId: 2_000_000_000 }, { cookie })).statusCode).toBe(404);
    const registered = await post(t.app, '/api/test/register', { name: 'Без Телеграма' });
    const webOnly = sessionCookie(registered)!.value;
    const res = await post(t.app, URL_PATH, { cmp: '42ABCD' }, { cookie: webOnly });
    expect(res.statusCode).toBe(409);
    expect(fake.calls.length).toBe(before);
  });

  it('turns a Bot API refusal into BOT_API_ERROR (502)', async () => {
    const cookie = await loginAs(t, 'showcaseAdmin');
    fake.failing = true;
    const res = await post(t.app, URL_PATH, { cmp: '42ABCD' }, { cookie });
    fake.failing = false;
    expectRefusal(res, 502, { code: 'BOT_API_ERROR' });
  });

  it(`limits a user to ${PREPARE_RATE.perUser} prepared messages a minute`, async () => {
    const cookie = await loginAs(t, 'sportAdmin');
    const codes: number[] = [];
    for (let i = 0; i <= PREPARE_RATE.perUser; i++) codes.push((await post(t.app, URL_PATH, { cmp: '42ABCD' }, { cookie })).statusCode);
    expect(codes.slice(0, PREPARE_RATE.perUser).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('DEMO Bot API sandbox', () => {
  it('stores the card with the demo bot token and shows it to the launcher', async () => {
    const demo = await createTestApp();
    try {
      const cookie = await loginAs(demo, 'shopper');
      const res = await post(demo.app, URL_PATH, { cmp: '11AAAA' }, { cookie });
      expect(res.statusCode).toBe(200);
      const { id } = res.json<{ id: string }>();
      expect(id).toMatch(/^sandbox-/);
      const shown = await get(demo.app, `/api/test/telegram/prepared/${id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ id, request: { user_id: DEMO_USERS.shopper.telegramId, result: { type: 'article' } } });
      expect((await get(demo.app, '/api/test/telegram/prepared/sandbox-999-zzz')).statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });
});

describe('shareResult (the card)', () => {
  const base = {
    showcase: { id: 7, name: 'Лавка', botUsername: 'lavka_bot', stateId: 2 },
    refCode: 'ABCD1234',
    cmp: '12ABCD',
    origin: 'https://lavka.example',
  };
  it('a JPEG product picture makes a photo result, absolute, with the price in roubles', () => {
    const card = shareResult({ ...base, product: { id: 5, name: 'Чайник', price: 199_000, picture: '/api/stat/images/5.jpg' } });
    expect(card).toMatchObject({
      type: 'photo',
      photo_url: 'https://lavka.example/api/stat/images/5.jpg',
      caption: expect.stringMatching(/1\s990\s₽/) as unknown,
    });
  });
  it('another picture rides as the large link preview of an article; no picture, a plain article', () => {
    const png = shareResult({ ...base, product: { id: 5, name: 'Чайник', price: 100, picture: '/img/5.png' } });
    expect(png).toMatchObject({
      type: 'article',
      thumbnail_url: 'https://lavka.example/img/5.png',
      input_message_content: { link_preview_options: { url: 'https://lavka.example/img/5.png', prefer_large_media: true } },
    });
    const none = shareResult({ ...base, product: { id: 5, name: 'Чайник', price: 100, picture: null } });
    expect(none).toMatchObject({ type: 'article', input_message_content: { message_text: expect.stringContaining('Чайник') as unknown } });
    expect(none).not.toHaveProperty('thumbnail_url');
  });
  it('refuses a showcase without a Telegram bot', () => {
    expect(() => shareResult({ ...base, showcase: { ...base.showcase, botUsername: '' }, product: null })).toThrow();
  });
});
