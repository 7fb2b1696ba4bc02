import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { verifyInitData } from '../../src/lib/telegram';
import { fileTestApp } from '../helpers/app';
import { get } from '../helpers/http';
import { expectAbsentWithoutDemo, expectLauncherPage, openLauncher } from './launcher-helpers';

const t = fileTestApp({ DEMO: true });

describe('open as in Telegram (DEMO launcher)', () => {
  it('embeds the app with init data the server accepts for the chosen demo user', async () => {
    const { res, src, hash } = await openLauncher(t, '/api/test/telegram', { theme: 'dark' });
    expectLauncherPage(res);
    expect(src).toMatch(/^\/api\/tgbundle\/#tgWebAppData=/);
    expect(hash.get('tgWebAppPlatform')).toBe('web');
    const verified = verifyInitData(hash.get('tgWebAppData')!, testConfig().DEMO_BOT_TOKEN, 3600);
    expect(verified?.user?.id).toBe(100004);
  });

  it('passes a start parameter as Telegram does: signed in the init data and in the page query, not in the hash', async () => {
    const { res, src, hash } = await openLauncher(t, '/api/test/telegram', { startapp: 'p_5' });
    expect(src).toMatch(/^\/api\/tgbundle\/\?tgWebAppStartParam=p_5#tgWebAppData=/);
    expect(hash.has('tgWebAppStartParam')).toBe(false);
    expect(verifyInitData(hash.get('tgWebAppData')!, testConfig().DEMO_BOT_TOKEN, 3600)?.startParam).toBe('p_5');
    // The user links keep it, so choosing another user opens the same deep link.
    expect(res.body).toContain('startapp=p_5');
    expect((await openLauncher(t, '/api/test/telegram', { startapp: 'bad value!' })).res.statusCode).toBe(400);
  });

  it('lists the demo users when none is chosen, and is absent without DEMO', async () => {
    const res = await get(t.app, '/api/test/telegram');
    expect(res.body).toContain('Иван Покупателев');
    expect(res.body).not.toContain('<iframe');
    await expectAbsentWithoutDemo('/api/test/telegram');
  });
});
