import { describe, expect, it } from 'vitest';
import { demoUsersResponseSchema } from '@storefront/contract/test-login';
import { users } from '../../src/db/schema';
import { DEMO_ROLES } from '../../src/db/seed/fixtures';
import { LIMITS } from '../../src/plugins/rate-limits';
import { createTestApp, fileTestApp } from '../helpers/app';
import { demoUserId, snapshot } from '../helpers/facts';
import { get, post, sessionCookie } from '../helpers/http';
import { anonymousSession } from '../helpers/login';

const t = fileTestApp();

describe('demo logins (DEMO=1)', () => {
  it('lists the demo users with every role', async () => {
    const res = await get(t.app, '/api/test/users?json=1');
    expect(res.statusCode).toBe(200);
    const { users: list } = demoUsersResponseSchema.parse(res.json());
    expect(new Set(list.map((u) => u.role))).toEqual(new Set(DEMO_ROLES));
    expect(list.every((u) => u.name && u.description)).toBe(true);
  });

  it('logs in only as a demo user; others are 404 and change nothing', async () => {
    const [plain] = await t.database.db.insert(users).values({ name: 'Обычный', refCode: 'PLAINUSER1' }).returning({ id: users.id });
    const cookie = await anonymousSession(t);
    const before = await snapshot(t.database.db);
    for (const userId of [plain!.id, 999_999]) {
      const res = await post(t.app, '/api/test/login', { userId }, { cookie });
      expect(res.statusCode).toBe(404);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect((await post(t.app, '/api/test/login', { userId: 'x' }, { cookie })).statusCode).toBe(400);
    expect((await post(t.app, '/api/test/login', { userId: 3_000_000_000 }, { cookie })).statusCode).toBe(400);
    expect(await snapshot(t.database.db)).toBe(before);
  });

  it('rate-limits logins per session with a localised 429', async () => {
    const cookie = await anonymousSession(t);
    const userId = await demoUserId(t.database.db, 'shopper');
    let last = await post(t.app, '/api/test/login', { userId: 999_999 }, { cookie });
    for (let i = 1; i < LIMITS.login.perSession; i++) last = await post(t.app, '/api/test/login', { userId: 999_999 }, { cookie });
    expect(last.statusCode).toBe(404);
    const limited = await post(t.app, '/api/test/login', { userId }, { cookie, headers: { 'x-locale': 'en-US' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in a minute' });
    expect(sessionCookie(limited)).toBeUndefined();
  });
});

describe('without DEMO', () => {
  it('answers 404 on /api/test/*', async () => {
    const prod = await createTestApp({ DEMO: false });
    try {
      expect((await get(prod.app, '/api/test/users')).statusCode).toBe(404);
      const res = await post(prod.app, '/api/test/login', { userId: await demoUserId(prod.database.db, 'operator') });
      expect(res.statusCode).toBe(404);
      expect(sessionCookie(res)).toBeUndefined();
      expect((await post(prod.app, '/api/startup', { query: {} })).json()).toMatchObject({ demo: false });
    } finally {
      await prod.close();
    }
  });
});
