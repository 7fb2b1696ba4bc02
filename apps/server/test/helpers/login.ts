import type { DemoUserKey } from '../../src/db/seed/fixtures';
import type { TestApp } from './app';
import { demoUserId } from './facts';
import { post, sessionCookie } from './http';

/** A session cookie of a demo user, obtained the way the /test page does it. */
export async function loginAs(t: TestApp, key: DemoUserKey): Promise<string> {
  const res = await post(t.app, '/api/test/login', { userId: await demoUserId(t.database.db, key) });
  const cookie = sessionCookie(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`demo login failed: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

/** An anonymous session cookie, as the first startup call creates it. */
export async function anonymousSession(t: TestApp): Promise<string> {
  const res = await post(t.app, '/api/startup', { query: {} });
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error(`startup set no cookie: ${res.statusCode} ${res.body}`);
  return cookie.value;
}
