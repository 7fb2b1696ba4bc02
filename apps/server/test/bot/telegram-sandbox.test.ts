import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get } from '../helpers/http';
import { loginAs } from '../helpers/login';

const TOKEN = '7200000002:sandbox-own-bot-token-9876';

let t: TestApp;
let sportId: number;
let owner: string;
beforeAll(async () => {
  // DEMO without BOT_API_URL: the in-process Telegram Bot API sandbox answers.
  t = await createTestApp();
  sportId = (await showcaseByAlias(t.database.db, 'sport')).id;
  owner = await loginAs(t, 'sportAdmin');
});
afterAll(async () => {
  await t.close();
});

const put = (token: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/seller/showcases/${sportId}/telegram-bot`,
    headers: { 'content-type': 'application/json', 'x-storefront-client': '1', cookie: `sid=${owner}` },
    payload: JSON.stringify({ token }),
  });

describe('the DEMO sandbox of the Telegram Bot API', () => {
  it('answers getMe and setWebhook, so an owner can connect a bot in the demo; the calls list hides the secrets', async () => {
    const res = await put(TOKEN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ telegram: { source: 'own', username: 'demo7200000002_bot', maskedToken: '7200000002:…9876' } });
    const calls = (await get(t.app, '/api/test/telegram/calls')).json<{ calls: { botId: string; method: string; body: Record<string, unknown> }[] }>()
      .calls;
    const mine = calls.filter((c) => c.botId === '7200000002');
    expect(mine.map((c) => c.method)).toEqual(['getMe', 'setWebhook']);
    expect(mine[1]!.body).toMatchObject({ secret_token: '[hidden]' });
    expect(mine[1]!.body.url).toMatch(/\/api\/bot\/sport\/\[hidden\]$/);
    expect(JSON.stringify(calls)).not.toContain('sandbox-own-bot-token');
  });

  it('refuses a token whose secret starts with "invalid", as Telegram refuses a wrong one', async () => {
    const res = await put('7200000003:invalid-token-for-the-demo');
    expectRefusal(res, 400, { code: 'BOT_TOKEN_REJECTED' });
  });
});
