import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { inspectHmacInitData } from '../../src/lib/init-data';
import { createTestApp, fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { get, post } from '../helpers/http';

const t = fileTestApp({ DEMO: true });

const iframeSrc = (body: string) => /<iframe id="app" title="Mini App" src="([^"]+)"/.exec(body)?.[1]?.replace(/&#38;/g, '&').replace(/&amp;/g, '&');

describe('open as in MAX (DEMO launcher, GET /api/test/max)', () => {
  it('embeds /api/maxbundle/ with WebAppData signed by the MAX bot token, which logs that same demo user in', async () => {
    const userId = await demoUserId(t.database.db, 'shopper');
    const res = await get(t.app, '/api/test/max', { query: { user: String(userId), startapp: 'p_5' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
    const src = iframeSrc(res.body)!;
    expect(src).toMatch(/^\/api\/maxbundle\/#WebAppData=/);
    const hash = new URLSearchParams(src.split('#')[1]);
    expect(hash.get('WebAppPlatform')).toBe('ios');
    const maxData = hash.get('WebAppData')!;
    const inspected = inspectHmacInitData(maxData, testConfig().DEMO_MAX_BOT_TOKEN, 3600);
    expect(inspected).toMatchObject({ fresh: true, startParam: 'p_5' });

    const launched = await post(t.app, '/api/startup', { query: {}, maxData });
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.json()).toMatchObject({ isLogged: true, refCode: DEMO_USERS.shopper.refCode });
  });

  it('serves the stand-in MAX Bridge and lists the demo users when none is chosen; absent without DEMO', async () => {
    const bridge = await get(t.app, '/api/test/max/bridge.js');
    expect(bridge.headers['content-type']).toMatch(/javascript/);
    expect(bridge.body).toContain('window.WebApp');
    const list = await get(t.app, '/api/test/max');
    expect(list.body).toContain('Выберите пользователя');
    expect(list.body).not.toContain('<iframe');
    const prod = await createTestApp({ DEMO: false });
    try {
      expect((await get(prod.app, '/api/test/max')).statusCode).toBe(404);
      expect((await get(prod.app, '/api/test/max/bridge.js')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
