import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { verifyInitData } from '../../src/lib/telegram';
import { createTestApp, fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { get } from '../helpers/http';

const t = fileTestApp({ DEMO: true });

describe('open as in Telegram (DEMO launcher)', () => {
  it('embeds the app with init data the server accepts for the chosen demo user', async () => {
    const userId = await demoUserId(t.database.db, 'shopper');
    const res = await get(t.app, '/api/test/telegram', { query: { user: String(userId), theme: 'dark' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
    const src = /<iframe id="app" title="Mini App" src="([^"]+)"/.exec(res.body)?.[1]?.replace(/&#38;/g, '&');
    expect(src).toMatch(/^\/api\/tgbundle\/#tgWebAppData=/);
    const hash = new URLSearchParams(src!.split('#')[1]);
    expect(hash.get('tgWebAppPlatform')).toBe('web');
    const verified = verifyInitData(hash.get('tgWebAppData')!, testConfig().DEMO_BOT_TOKEN, 3600);
    expect(verified?.user?.id).toBe(100004);
  });

  it('passes a start parameter as Telegram does: signed in the init data and in the page query, not in the hash', async () => {
    const userId = await demoUserId(t.database.db, 'shopper');
    const res = await get(t.app, '/api/test/telegram', { query: { user: String(userId), startapp: 'p_5' } });
    const src = /<iframe id="app" title="Mini App" src="([^"]+)"/.exec(res.body)?.[1]?.replace(/&#38;/g, '&');
    expect(src).toMatch(/^\/api\/tgbundle\/\?tgWebAppStartParam=p_5#tgWebAppData=/);
    const hash = new URLSearchParams(src!.split('#')[1]);
    expect(hash.has('tgWebAppStartParam')).toBe(false);
    expect(verifyInitData(hash.get('tgWebAppData')!, testConfig().DEMO_BOT_TOKEN, 3600)?.startParam).toBe('p_5');
    // The user links keep it, so choosing another user opens the same deep link.
    expect(res.body).toContain('startapp=p_5');
    expect((await get(t.app, '/api/test/telegram', { query: { user: String(userId), startapp: 'bad value!' } })).statusCode).toBe(400);
  });

  it('lists the demo users when none is chosen, and is absent without DEMO', async () => {
    const res = await get(t.app, '/api/test/telegram');
    expect(res.body).toContain('Иван Покупателев');
    expect(res.body).not.toContain('<iframe');
    const prod = await createTestApp({ DEMO: false });
    expect((await get(prod.app, '/api/test/telegram')).statusCode).toBe(404);
    await prod.close();
  });
});
