import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { one } from '../../src/db/sql';
import type { DemoUserKey } from '../../src/db/seed/fixtures';
import type { TestApp } from './app';
import { demoUserId } from './facts';
import { expectRefusal, post, sessionCookie } from './http';

/** A session cookie of a demo user, obtained the way the /test page does it. */
export async function loginAs(t: TestApp, key: DemoUserKey): Promise<string> {
  const res = await post(t.app, '/api/test/login', { userId: await demoUserId(t.database.db, key) });
  const cookie = sessionCookie(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`demo login failed: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

/** Session cookies of several demo users, logged in one after another, in the order named. */
export async function loginAll<const K extends readonly DemoUserKey[]>(t: TestApp, ...keys: K): Promise<{ -readonly [I in keyof K]: string }> {
  const cookies: string[] = [];
  for (const key of keys) cookies.push(await loginAs(t, key));
  return cookies as { -readonly [I in keyof K]: string };
}

/**
 * An anonymous session cookie. Reads (startup included) create none; the first write that needs state does: here a
 * favourite, set and cleared again, so the session holds no data and no rows.
 */
export async function anonymousSession(t: TestApp): Promise<string> {
  const product = await one<{ id: number }>(t.database.db, sql`select id from products where is_active order by id limit 1`);
  const toggle = { method: 'ToggleFavourite', ProductId: product!.id };
  const res = await post(t.app, '/api/tg', toggle);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error(`the first favourite set no cookie: ${res.statusCode} ${res.body}`);
  await post(t.app, '/api/tg', toggle, { cookie: cookie.value });
  return cookie.value;
}

/** A messenger login refused: 401 with the messenger's code and named in the message, and no session cookie set. */
export function expectLoginRefused(res: LightMyRequestResponse, code: string, messenger: string): void {
  expectRefusal(res, 401, { code, message: expect.stringContaining(messenger) as unknown });
  expect(sessionCookie(res)).toBeUndefined();
}
