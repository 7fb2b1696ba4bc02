import type { StartupConfig } from '@storefront/contract/startup';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/plugins/rate-limits';
import { fileTestApp } from '../helpers/app';
import { expectRefusal, get, post } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';

const t = fileTestApp();

async function startup(body: Record<string, unknown>, opts: { cookie?: string; host?: string } = {}) {
  const res = await post(t.app, '/api/startup', body, { cookie: opts.cookie, headers: opts.host ? { host: opts.host } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return { config: res.json<StartupConfig>(), res };
}

describe('bans and limits at startup', () => {
  it('reports bans instead of refusing, and the rest of the API refuses them', async () => {
    const banned = await loginAs(t, 'banned');
    expect((await startup({ query: {} }, { cookie: banned })).config).toMatchObject({ isLogged: true, isBanned: true });
    expect((await get(t.app, '/api/menu/', { cookie: banned })).json()).toMatchObject({ code: 'BANNED' });

    const onMain = await loginAs(t, 'bannedOnMain');
    expect((await startup({ query: {} }, { cookie: onMain })).config).toMatchObject({ isBanned: false, isBannedOnShowcase: true });
    const menu = await get(t.app, '/api/menu/', { cookie: onMain });
    expectRefusal(menu, 403, { code: 'BANNED_ON_SHOWCASE' });
    expect((await startup({ query: {} }, { cookie: onMain, host: 'sport.localhost' })).config.isBannedOnShowcase).toBe(false);
    expect((await get(t.app, '/api/menu/', { cookie: onMain, headers: { host: 'sport.localhost' } })).statusCode).toBe(200);
  });

  it('reports a blocked showcase as isBanned to everyone', async () => {
    const { config } = await startup({ query: {} }, { host: 'blocked.localhost' });
    expect(config).toMatchObject({ showcaseAlias: 'blocked', isBanned: true, showcaseStateId: 3 });
    expect((await get(t.app, '/api/menu/', { headers: { host: 'blocked.localhost' } })).statusCode).toBe(403);
  });

  it('rate-limits startup per session with a localised 429', async () => {
    const cookie = await anonymousSession(t);
    for (let i = 0; i < LIMITS.startup.perSession; i++) await post(t.app, '/api/startup', { query: {} }, { cookie });
    const limited = await post(t.app, '/api/startup', { query: {} }, { cookie });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Слишком много запросов. Попробуйте через минуту' });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
