import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { loginTokens } from '../../src/db/schema';
import { webhookSecret } from '../../src/modules/bot/secret';
import { parseCommand } from '../../src/modules/bot/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, showcaseByAlias, snapshot } from '../helpers/facts';
import { buttonOf, hookPath, postUpdate, textUpdate, type TgFrom } from './bot-helpers';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api';

const DEMO_TOKEN = testConfig().DEMO_BOT_TOKEN;
const SPORT_TOKEN = '7000000099:sport-bot-token';
const anna: TgFrom = { id: 555_200_001, first_name: 'Анна' };

let fake: FakeBotApi;
let t: TestApp;
let ids: { main: number; promo: number; sport: number };
beforeAll(async () => {
  fake = await startFakeBotApi();
  t = await createTestApp({ BOT_API_URL: fake.url, TELEGRAM_BOT_TOKENS: new Map([['sport', SPORT_TOKEN]]) });
  const db = t.database.db;
  ids = {
    main: (await showcaseByAlias(db, 'main')).id,
    promo: (await showcaseByAlias(db, 'promo')).id,
    sport: (await showcaseByAlias(db, 'sport')).id,
  };
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.failing = false;
});

const mainHook = () => hookPath('main', DEMO_TOKEN, ids.main);

/** Whatever `act` sends must change nothing: no Bot API call, no token, no session or user. */
async function expectNothingHappens(act: () => Promise<void>) {
  const calls = fake.calls.length;
  const tokens = await countRows(t.database.db, loginTokens);
  const before = await snapshot(t.database.db);
  await act();
  // A real command afterwards is answered, and is the only call: nothing was queued by the refused requests.
  const sentinel = await postUpdate(t.app, mainHook(), textUpdate(anna, '/start'));
  expect(sentinel.statusCode).toBe(200);
  const after = await fake.waitForCalls(calls + 1);
  expect(after.slice(calls).map((c) => c.body.text)).toEqual([expect.stringContaining('Откройте витрину') as unknown]);
  expect(fake.calls).toHaveLength(calls + 1);
  expect(await countRows(t.database.db, loginTokens)).toBe(tokens);
  expect(await snapshot(t.database.db)).toBe(before);
}

describe('webhook authentication (POST /api/bot/{showcase}/{secret})', () => {
  it('accepts the showcase alias or id with the secret derived from its bot token, and uses that bot', async () => {
    const before = fake.calls.length;
    const byId = await postUpdate(t.app, `/api/bot/${ids.sport}/${webhookSecret(SPORT_TOKEN, ids.sport)}`, textUpdate(anna, '/start'));
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({ ok: true });
    const [call] = (await fake.waitForCalls(before + 1)).slice(before);
    expect(call).toMatchObject({ token: SPORT_TOKEN, method: 'sendMessage', body: { chat_id: anna.id } });
    expect(call!.body.text).toContain('«Спорт и отдых»');
  });

  it('answers 404 to a wrong, foreign or missing secret and to unknown showcases, sending and writing nothing', async () => {
    const update = () => textUpdate(anna, '/start login');
    const refused = [
      `/api/bot/main/${'0'.repeat(64)}`,
      `/api/bot/main/${webhookSecret(DEMO_TOKEN, ids.main).slice(0, 63)}`,
      `/api/bot/main/${webhookSecret(DEMO_TOKEN, ids.promo)}`, // another showcase's secret (same demo bot token)
      `/api/bot/promo/${webhookSecret(DEMO_TOKEN, ids.main)}`,
      `/api/bot/main/${webhookSecret(SPORT_TOKEN, ids.main)}`, // signed with another bot's token
      `/api/bot/sport/${webhookSecret(DEMO_TOKEN, ids.sport)}`, // sport has its own token, the demo one is not it
      `/api/bot/nope/${webhookSecret(DEMO_TOKEN, ids.main)}`,
      `/api/bot/99999/${webhookSecret(DEMO_TOKEN, 99999)}`,
      `/api/bot/main/${DEMO_TOKEN}`,
      `/api/bot/${'%D0%B6'.repeat(40)}/${'z'.repeat(64)}`,
    ];
    await expectNothingHappens(async () => {
      for (const url of refused) {
        const res = await postUpdate(t.app, url, update());
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain(DEMO_TOKEN);
      }
      // Without a secret segment no route matches: refused like any unknown state-changing call.
      const bare = await postUpdate(t.app, '/api/bot/main/', update());
      expect([403, 404]).toContain(bare.statusCode);
    });
  });

  it('needs no CSRF header or Origin (Telegram sends none), but accepts only JSON bodies', async () => {
    await expectNothingHappens(async () => {
      const form = await postUpdate(t.app, mainHook(), null, {
        contentType: 'application/x-www-form-urlencoded',
        raw: 'update_id=1&message=%2Fstart%20login',
      });
      expect(form.statusCode).toBe(415);
      const text = await postUpdate(t.app, mainHook(), null, { contentType: 'text/plain', raw: JSON.stringify(textUpdate(anna, '/start login')) });
      expect(text.statusCode).toBe(415);
    });
  });
});

describe('updates', () => {
  it('/start with a payload answers with a Mini App button carrying it as startapp', async () => {
    const before = fake.calls.length;
    await postUpdate(t.app, mainHook(), textUpdate(anna, '/start czBfcj1BTEVLU0VZMSZjbXA9MzRRV0VS'));
    await postUpdate(t.app, mainHook(), textUpdate(anna, '/start not a payload!'));
    const [withPayload, without] = (await fake.waitForCalls(before + 2)).slice(before);
    const urls = [withPayload, without].map((c) => new URL(buttonOf(c!).web_app!.url));
    const payloads = urls.map((u) => u.searchParams.get('startapp'));
    expect(payloads.sort()).toEqual(['czBfcj1BTEVLU0VZMSZjbXA9MzRRV0VS', null].sort());
    for (const url of urls) expect(`${url.hostname}${url.pathname}`).toBe('main.localhost/api/tgbundle/');
  });

  it('ignores what is not a command of a person in a private chat, still answering 200', async () => {
    const group = { id: -100_123, type: 'supergroup' };
    await expectNothingHappens(async () => {
      for (const update of [
        textUpdate(anna, '/start login', group), // a login link must never go to a group
        textUpdate(anna, '/login', { id: 777, type: 'private' }), // chat of someone else
        { ...textUpdate(anna, '/login'), message: { ...textUpdate(anna, '/login').message, from: { id: anna.id, is_bot: true, first_name: 'Bot' } } },
        textUpdate(anna, 'привет'),
        textUpdate(anna, '/help'),
        textUpdate(anna, '/starting login'),
        { update_id: 1, edited_message: textUpdate(anna, '/login').message },
        { update_id: 2, callback_query: { id: 'x', from: { id: anna.id, is_bot: false, first_name: 'Анна' }, data: 'login' } },
        { update_id: 3, message: { message_id: 1, chat: { id: anna.id, type: 'private' }, text: '/login' } },
        { update_id: 4, message: 'text' },
      ]) {
        const res = await postUpdate(t.app, mainHook(), update);
        expect(res.statusCode, JSON.stringify(update)).toBe(200);
      }
    });
  });

  it('refuses malformed bodies with 400, never 5xx', async () => {
    await expectNothingHappens(async () => {
      for (const raw of ['', '{', 'null', '[]', '"x"', '{}', '{"update_id":-1}', '{"update_id":"1"}', '{"update_id":1e400}', '{"update_id":1.5}']) {
        const res = await postUpdate(t.app, mainHook(), null, { raw });
        expect(res.statusCode, raw).toBe(400);
      }
      const huge = await postUpdate(t.app, mainHook(), textUpdate(anna, `/start ${'я'.repeat(300_000)}`));
      expect(huge.statusCode).toBe(413);
    });
  });

  it('survives random JSON and random messages (fuzz): 200 or 400, no 5xx', async () => {
    const message = fc.record(
      {
        message_id: fc.oneof(fc.integer(), fc.string()),
        from: fc.option(
          fc.record({
            id: fc.oneof(fc.integer(), fc.double(), fc.constant(anna.id)),
            is_bot: fc.oneof(fc.boolean(), fc.string()),
            first_name: fc.string({ unit: 'grapheme' }),
          }),
        ),
        chat: fc.record({ id: fc.oneof(fc.bigInt().map(String), fc.integer()), type: fc.string() }),
        text: fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 80 }),
          fc.constantFrom('/start', '/login ', '/start@x_bot login', '/start ' + '\u202e'.repeat(3)),
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(fc.jsonValue(), fc.record({ update_id: fc.oneof(fc.integer(), fc.double(), fc.string()), message }));
    // None of these is a person's command in their own private chat, so nothing may be sent or written.
    await expectNothingHappens(async () => {
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const res = await postUpdate(t.app, mainHook(), value);
          expect([200, 400]).toContain(res.statusCode);
        }),
        { numRuns: 150 },
      );
    });
  });

  it('still answers Telegram with 200 when the Bot API refuses the reply', async () => {
    fake.failing = true;
    const before = fake.calls.length;
    const res = await postUpdate(t.app, mainHook(), textUpdate(anna, '/start login'));
    expect(res.statusCode).toBe(200);
    await fake.waitForCalls(before + 1);
    fake.failing = false;
    // The link of the refused message was created but never delivered; a new request gets a new one.
    await postUpdate(t.app, mainHook(), textUpdate(anna, '/login'));
    const [retry] = (await fake.waitForCalls(before + 2)).slice(-1);
    expect(buttonOf(retry!).url).toMatch(/\/api\/auth\/link\?token=/);
  });
});

describe('parseCommand', () => {
  it.each([
    ['/start login', { kind: 'login' }],
    ['/login', { kind: 'login' }],
    ['/login@sarafan_bot', { kind: 'login' }],
    ['  /start@sarafan_bot   login  ', { kind: 'login' }],
    ['/start', { kind: 'open', startapp: null }],
    ['/start p_1-A', { kind: 'open', startapp: 'p_1-A' }],
    ['/start ' + 'a'.repeat(65), { kind: 'open', startapp: null }],
    ['/start привет', { kind: 'open', startapp: null }],
    ['/start\nlogin', { kind: 'login' }],
    ['/starter', null],
    ['start login', null],
    ['/help', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseCommand(text)).toEqual(expected);
  });
});
