import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { inspectHmacInitData } from '../../src/lib/init-data';
import { fileTestApp } from '../helpers/app';
import { get, post } from '../helpers/http';
import { expectAbsentWithoutDemo, expectLauncherPage, openLauncher } from './launcher-helpers';

const t = fileTestApp({ DEMO: true });

describe('open as in MAX (DEMO launcher, GET /api/test/max)', () => {
  it('embeds /api/maxbundle/ with WebAppData signed by the MAX bot token, which logs that same demo user in', async () => {
    const { res, src, hash } = await openLauncher(t, '/api/test/max', { startapp: 'p_5' });
    expectLauncherPage(res);
    expect(src).toMatch(/^\/api\/maxbundle\/#WebAppData=/);
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
    await expectAbsentWithoutDemo('/api/test/max', '/api/test/max/bridge.js');
  });
});
