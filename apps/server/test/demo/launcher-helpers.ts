import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { get } from '../helpers/http';

/**
 * A DEMO launcher page (/api/test/telegram, /api/test/max) opened for the demo shopper with more of its query: the
 * page, the Mini App iframe's src (HTML entities undone) and that src's hash, where the signed init data travels.
 */
export async function openLauncher(t: TestApp, path: string, query: Record<string, string> = {}) {
  const user = String(await demoUserId(t.database.db, 'shopper'));
  const res = await get(t.app, path, { query: { user, ...query } });
  const src = /<iframe id="app" title="Mini App" src="([^"]+)"/.exec(res.body)?.[1]?.replace(/&#38;/g, '&').replace(/&amp;/g, '&');
  return { res, src, hash: new URLSearchParams(src?.split('#')[1]) };
}

/** A launcher page served: 200, its inline scripts allowed by their hashes only. */
export function expectLauncherPage(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
}

/** Without DEMO the launcher's routes do not exist: each path answers 404. */
export async function expectAbsentWithoutDemo(...paths: string[]): Promise<void> {
  const prod = await createTestApp({ DEMO: false });
  try {
    for (const path of paths) expect((await get(prod.app, path)).statusCode, path).toBe(404);
  } finally {
    await prod.close();
  }
}
