import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUserKey } from '../../src/db/seed/fixtures';
import { ajaxActions, tgMethods } from '../../src/modules/dispatch/registry';
import type { Access } from '../../src/lib/dispatch-types';
import { createTestApp, type TestApp } from '../helpers/app';
import { METHOD_FIXTURES } from './dispatch-fixtures';
import { fixtureContext, loadFacts, type Facts } from './matrix-facts';
import { changedTables, dbFingerprint, expectedOutcome, REFUSAL_STATUSES, ROLES, send, Sessions, type Call, type Role } from './matrix-helpers';
import { METHOD_ANSWERS } from '../../src/modules/openapi/method-answers';
import { ROUTE_DOCS } from '../../src/modules/openapi/route-docs';
import type { z } from 'zod';
import { registeredRoutes } from './route-list';
import { MATRIX_DNS_TOKEN, ROUTE_FIXTURES } from './route-fixtures';

/**
 * The permissions matrix (issue 7): every /api/tg method, every /api/ajax/ action and every /api/account/* route,
 * called by each role. Refusals are 401/403/404 and write nothing (a fingerprint of every table); the rightful
 * call succeeds. Fixtures are keyed by name: a method or route registered without one fails the first test.
 */
interface Entry {
  key: string;
  access: Access;
  kind: 'read' | 'write';
  rightful: DemoUserKey;
  owned: boolean;
  crossIds: boolean;
  allowBanned: boolean;
  endsSession: boolean;
  prepare?: (ctx: ReturnType<typeof fixtureContext>) => Promise<Record<string, unknown>>;
  call(ctx: ReturnType<typeof fixtureContext>, prepared: Record<string, unknown>): Call;
}

const defaultRightful = (access: Access): DemoUserKey =>
  access === 'operator' ? 'operator' : access === 'showcaseAdmin' ? 'showcaseAdmin' : 'shopper';

/** An entry for every key that has a fixture; the keys without one are listed as missing (the matrix fails on them). */
function withFixtures<T, F>(
  items: ReadonlyArray<readonly [string, T]>,
  fixtures: Record<string, F>,
  entry: (key: string, item: T, fixture: F) => Entry,
): { entries: Entry[]; missing: string[] } {
  const entries: Entry[] = [];
  const missing: string[] = [];
  for (const [key, item] of items) {
    const fixture = fixtures[key];
    if (fixture) entries.push(entry(key, item, fixture));
    else missing.push(key);
  }
  return { entries, missing };
}

function dispatcherEntries(): { entries: Entry[]; missing: string[] } {
  const methods = (
    [
      ['tg', tgMethods, 'method', '/api/tg'],
      ['ajax', ajaxActions, 'action', '/api/ajax'],
    ] as const
  ).flatMap(([table, defs, field, url]) => Object.entries(defs).map(([name, def]) => [`${table}:${name}`, { name, def, field, url }] as const));
  return withFixtures(methods, METHOD_FIXTURES, (key, { name, def, field, url }, fixture) => ({
    key,
    access: def.access,
    kind: def.kind,
    rightful: fixture.rightful ?? defaultRightful(def.access),
    owned: fixture.owned ?? false,
    crossIds: (def.access === 'showcaseAdmin' && fixture.crossIds) ?? false,
    allowBanned: false,
    endsSession: false,
    prepare: fixture.prepare,
    call: (ctx, p) => {
      const input = fixture.input(ctx, p as Record<string, number>);
      // The other admin names their own showcase, keeping the main-showcase row ids of the input.
      if (ctx.role === 'crossShowcase') input.ShowcaseID = ctx.f.showcase.sport;
      return { method: 'POST', url, body: { [field]: name, ...input } };
    },
  }));
}

function accountEntries(t: TestApp): { entries: Entry[]; missing: string[] } {
  const routes = registeredRoutes(t.app)
    .filter((r) => r.url.startsWith('/api/account/'))
    .map((route) => [`${route.method} ${route.url}`, route] as const);
  return withFixtures(routes, ROUTE_FIXTURES, (key, route, fixture) => ({
    key,
    access: fixture.access,
    kind: route.method === 'GET' ? 'read' : 'write',
    rightful: fixture.rightful ?? defaultRightful(fixture.access),
    owned: fixture.owned ?? false,
    crossIds: false,
    allowBanned: fixture.allowBanned ?? false,
    endsSession: fixture.endsSession ?? false,
    prepare: fixture.prepare,
    call: fixture.call,
  }));
}

/** The documented JSON answer of a matrix entry: METHOD_ANSWERS for dispatcher methods, ROUTE_DOCS for routes. */
function documentedAnswer(key: string): z.ZodType | undefined {
  const method = /^(?:tg|ajax):(.+)$/.exec(key)?.[1];
  if (method) return METHOD_ANSWERS[method];
  const answer = ROUTE_DOCS[key]?.answer;
  return typeof answer === 'string' ? undefined : answer;
}

let t: TestApp;
let facts: Facts;
beforeAll(async () => {
  // A stand-in DNS that publishes the matrix's verification record for every name (no lookups leave the machine).
  t = await createTestApp({}, { resolveTxt: () => Promise.resolve([[`storefront-verify=${MATRIX_DNS_TOKEN}`]]) });
  facts = await loadFacts(t);
});
afterAll(async () => t.close());

describe('permissions matrix', () => {
  it('has a fixture for every registered dispatcher method and /api/account route, and none for gone ones', () => {
    const dispatch = dispatcherEntries();
    const account = accountEntries(t);
    expect([...dispatch.missing, ...account.missing], 'methods/routes without a fixture in dispatch-fixtures.ts / route-fixtures.ts').toEqual([]);
    const known = new Set([...dispatch.entries, ...account.entries].map((e) => e.key));
    expect(
      Object.keys({ ...METHOD_FIXTURES, ...ROUTE_FIXTURES }).filter((k) => !known.has(k)),
      'fixtures of methods/routes no longer registered',
    ).toEqual([]);
  });

  it('lets only the rightful caller through; refusals are 401/403/404 and write nothing', async () => {
    const entries = [...dispatcherEntries().entries, ...accountEntries(t).entries];
    const sessions = new Sessions(t);
    const setupCookies = new Map<DemoUserKey, string>();
    const failures: string[] = [];
    let calls = 0;
    for (const entry of entries) {
      let prepared: Record<string, unknown> = {};
      try {
        prepared = (await entry.prepare?.(fixtureContext(t, facts, 'rightful', setupCookies))) ?? {};
      } catch (err) {
        failures.push(`${entry.key}: fixture setup failed: ${String(err)}`);
        continue;
      }
      const byOutcome = (want: 'ok' | 'refused'): Role[] => [
        ...ROLES.filter((r) => r !== 'rightful' && expectedOutcome(r, entry.access, entry) === want),
        ...(want === 'refused' && entry.crossIds ? ['crossShowcase' as const] : []),
      ];
      const run = async (role: Role) => {
        calls++;
        const call = entry.call(fixtureContext(t, facts, role, setupCookies), prepared);
        const res = await send(t.app, call, await sessions.cookie(role, entry.rightful));
        if (entry.endsSession) sessions.forget();
        return res;
      };

      // Sessions first (a stranger registers, others log in): the fingerprint covers the calls only.
      for (const role of [...ROLES, 'crossShowcase' as const]) await sessions.cookie(role, entry.rightful);
      const before = await dbFingerprint(t.database.db);
      for (const role of byOutcome('refused')) {
        const res = await run(role);
        // Across showcases a write may also answer 2xx as a no-op on the admin's own showcase (e.g. "remove an
        // admin who is none"): the fingerprint below proves it touched nothing. A read must be refused.
        const noOp = role === 'crossShowcase' && entry.kind === 'write' && res.statusCode < 300;
        if (!REFUSAL_STATUSES.includes(res.statusCode) && !noOp)
          failures.push(`${entry.key} as ${role}: expected a refusal, got ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      const changed = changedTables(before, await dbFingerprint(t.database.db));
      if (changed.length > 0) failures.push(`${entry.key}: a refused call wrote to ${changed.join(', ')}`);

      for (const role of byOutcome('ok')) {
        const res = await run(role);
        // Allowed in by the permissions; the answer may still be a business 4xx (e.g. a stranger has no bonuses to withdraw).
        if (res.statusCode >= 500 || [401, 403].includes(res.statusCode))
          failures.push(`${entry.key} as ${role}: expected to be let in, got ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      const res = await run('rightful');
      if (res.statusCode >= 300)
        failures.push(`${entry.key} as the rightful ${entry.rightful}: expected success, got ${res.statusCode} ${res.body.slice(0, 200)}`);
      else {
        // The answer is what the OpenAPI document says it is.
        const documented = documentedAnswer(entry.key);
        const parsed = documented?.safeParse(res.json());
        if (parsed && !parsed.success)
          failures.push(`${entry.key}: the answer does not match its documented schema: ${parsed.error.message.slice(0, 400)}`);
      }
    }
    const cross = entries.filter((e) => e.crossIds).length;
    process.stdout.write(
      `permissions matrix: ${entries.length} methods/routes × ${ROLES.length} roles (${ROLES.join(', ')}) = ${entries.length * ROLES.length} cells` +
        ` + ${cross} cross-showcase cells; ${calls} calls made\n`,
    );
    expect(failures).toEqual([]);
  }, 240_000);
});
