import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastLinks } from '../../src/db/schema';
import { fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';

const t = fileTestApp();

const save = (body: Record<string, unknown>, cookie?: string) => post(t.app, '/api/tg', { method: 'saveLastLink', ...body }, { cookie });

describe('saveLastLink (POST /api/tg)', () => {
  it('keeps the last link per user and bot', async () => {
    const cookie = await loginAs(t, 'referrer');
    const userId = await demoUserId(t.database.db, 'referrer');
    const first = await save({ bot: 'sarafan_main_bot', url: 'http://localhost/?s=1_r=NATALYA1&cmp=12ABCD' }, cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    await save({ bot: 'sarafan_main_bot', url: 'https://t.me/sarafan_main_bot?startapp=czE' }, cookie);
    await save({ bot: 'sarafan_sport_bot', url: 'https://sport.example/?s=3' }, cookie);
    const rows = await t.database.db.select().from(lastLinks).where(eq(lastLinks.userId, userId));
    expect(rows).toHaveLength(2);
    const [main] = await t.database.db
      .select()
      .from(lastLinks)
      .where(and(eq(lastLinks.userId, userId), eq(lastLinks.bot, 'sarafan_main_bot')));
    expect(main?.url).toBe('https://t.me/sarafan_main_bot?startapp=czE');
  });

  it('refuses anonymous callers, GET, and bad input', async () => {
    expect((await save({ bot: 'sarafan_main_bot', url: 'https://x.example/' }, await anonymousSession(t))).statusCode).toBe(401);
    const cookie = await loginAs(t, 'shopper');
    expect((await get(t.app, '/api/tg', { cookie, query: { method: 'saveLastLink', bot: 'b', url: 'https://x.example/' } })).statusCode).toBe(405);
    for (const body of [
      { bot: 'sarafan_main_bot', url: 'javascript:alert(1)' },
      { bot: 'sarafan_main_bot', url: 'not a url' },
      { bot: 'bad bot!', url: 'https://x.example/' },
      { bot: 'sarafan_main_bot', url: `https://x.example/${'a'.repeat(2100)}` },
      { bot: 'sarafan_main_bot' },
    ]) {
      const res = await save(body, cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
