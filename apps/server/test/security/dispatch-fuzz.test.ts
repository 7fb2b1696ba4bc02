import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoUserKey } from '../../src/db/seed/fixtures';
import { one } from '../../src/db/sql';
import { ajaxActions, tgMethods } from '../../src/modules/dispatch/registry';
import type { MethodDef } from '../../src/lib/dispatch-types';
import { fileTestApp } from '../helpers/app';
import { loginAs } from '../helpers/login';
import { changedTables, dbFingerprint } from './matrix-helpers';

/**
 * Fuzzing every dispatcher method (issue 7) as a user the method lets in, so that its schema is the gate:
 * random and malformed bodies, query strings and verbs never get a 5xx, and a 4xx writes nothing.
 * "Nothing written" is checked cheaply first: a write assigns a transaction id, so when the id counter moved
 * by exactly the one our own txid_current() takes, nothing was written; otherwise every table is compared with
 * the fingerprint taken before the call (kept between calls until a call writes).
 */
const RUNS_PER_METHOD = 20;

const HUGE = 'Ж'.repeat(100_000);
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    HUGE,
    '',
    ' ',
    '\u202Eevil\u202C',
    'a\u200Bb\u200D',
    '👨‍👩‍👧‍👦🏳️‍🌈',
    'مرحبا بالعالم',
    '\u0000',
    '\uD800',
    "'; drop table users; --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '%00%2e%2e',
    '1e309',
    'NaN',
    '-0',
    '0x10',
    'true',
    '{"a":1}',
    '__proto__',
  ),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, -(2 ** 53), 1e308, -1e308, 5e-324),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyNumber, fc.string({ maxLength: 10 })), { maxLength: 6 }),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 6 }),
);

function schemaKeys(def: MethodDef): string[] {
  const shape = (def.schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : ['id', 'orderId', 'type', 'ShowcaseID', 'amount'];
}

type Transport = 'post' | 'get' | 'wrongVerb' | 'rawJson';
interface FuzzCase {
  transport: Transport;
  keepName: boolean;
  fields: Record<string, unknown>;
  query: Record<string, string>;
  verb: 'PUT' | 'PATCH' | 'DELETE';
  raw: string;
}

/** Raw JSON texts: prototype-pollution keys (which JSON.stringify would drop), truncated and odd documents. */
function rawBodies(field: string, name: string): fc.Arbitrary<string> {
  return fc.constantFrom(
    `{"${field}":"${name}","__proto__":{"polluted":true,"role":"operator","isBanned":false}}`,
    `{"${field}":"${name}","constructor":{"prototype":{"polluted":true}}}`,
    `{"${field}":"${name}","__proto__":{"access":"public"},"ShowcaseID":{"__proto__":{"valueOf":1}}}`,
    `{"${field}":"${name}",`,
    `{"${field}":"${name}","ShowcaseID":1,"ShowcaseID":"x"}`,
    `[{"${field}":"${name}"}]`,
    `"${name}"`,
    'null',
    `{"${field}":"${name}","x":${'['.repeat(2000)}${']'.repeat(2000)}}`,
  );
}

function fuzzCases(def: MethodDef, field: string, name: string): fc.Arbitrary<FuzzCase> {
  const keys = schemaKeys(def).filter((k) => k !== field);
  return fc.record({
    transport: fc.constantFrom<Transport>('post', 'post', 'post', 'get', 'wrongVerb', 'rawJson'),
    keepName: fc.constantFrom(true, true, true, false),
    fields: fc.oneof(
      fc.record(Object.fromEntries(keys.map((k) => [k, nastyValue])), { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.constantFrom(...keys, '__proto__', 'constructor', 'prototype'), fc.string({ maxLength: 12 })), nastyValue, {
        maxKeys: 6,
      }),
    ),
    query: fc.dictionary(
      fc.oneof(fc.constantFrom(...keys, 'method', 's', 'json', 'test'), fc.string({ maxLength: 10 })),
      nastyString.map((s) => s.slice(0, 2000)),
      { maxKeys: 4 },
    ),
    verb: fc.constantFrom('PUT' as const, 'PATCH' as const, 'DELETE' as const),
    raw: rawBodies(field, name),
  });
}

const t = fileTestApp();
const cookies = new Map<DemoUserKey, string>();
beforeAll(async () => {
  for (const key of ['shopper', 'showcaseAdmin', 'operator'] as const) cookies.set(key, await loginAs(t, key));
});

const xid = async () => Number((await one<{ x: string }>(t.database.db, sql`select txid_current()::text as x`))!.x);

describe('dispatcher fuzzing', () => {
  it('answers every random or malformed call to every method without a 5xx, and a 4xx writes nothing', async () => {
    let runs = 0;
    let fingerprint: Record<string, string> | null = null;
    const statuses = new Map<number, number>();
    const tables = [
      ['tg', tgMethods, 'method', '/api/tg'],
      ['ajax', ajaxActions, 'action', '/api/ajax'],
    ] as const;
    for (const [table, methods, field, url] of tables) {
      for (const [name, def] of Object.entries(methods)) {
        const user: DemoUserKey = def.access === 'operator' ? 'operator' : def.access === 'showcaseAdmin' ? 'showcaseAdmin' : 'shopper';
        const cookie = `${SESSION_COOKIE}=${cookies.get(user)!}`;
        await fc.assert(
          fc.asyncProperty(fuzzCases(def, field, name), async (c) => {
            runs++;
            const body = { ...(c.keepName ? { [field]: name } : {}), ...c.fields };
            const headers = { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };
            fingerprint ??= await dbFingerprint(t.database.db);
            const before = await xid();
            let res: LightMyRequestResponse;
            if (c.transport === 'get') {
              res = await t.app.inject({ method: 'GET', url, query: { ...c.query, ...(c.keepName ? { [field]: name } : {}) }, headers: { cookie } });
            } else if (c.transport === 'wrongVerb') {
              res = await t.app.inject({ method: c.verb, url, query: c.query, headers, payload: JSON.stringify(body) });
            } else if (c.transport === 'rawJson') {
              res = await t.app.inject({ method: 'POST', url, query: c.query, headers, payload: c.raw });
            } else {
              res = await t.app.inject({ method: 'POST', url, query: c.query, headers, payload: JSON.stringify(body) });
            }
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const where = `${table}:${name} ${c.transport} → ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
            const wrote = (await xid()) !== before + 1;
            if (res.statusCode >= 400) {
              expect(res.json<{ message?: unknown }>().message, where).toEqual(expect.any(String));
              if (wrote) expect(changedTables(fingerprint, await dbFingerprint(t.database.db)), where).toEqual([]);
            }
            // A successful write moves the baseline: fingerprint again before the next run.
            if (wrote) fingerprint = null;
          }),
          { numRuns: RUNS_PER_METHOD },
        );
      }
    }
    const methodCount = Object.keys(tgMethods).length + Object.keys(ajaxActions).length;
    process.stdout.write(
      `dispatcher fuzz: ${runs} runs over ${methodCount} methods (${RUNS_PER_METHOD} each); statuses ${JSON.stringify(Object.fromEntries(statuses))}\n`,
    );
    expect(runs).toBe(methodCount * RUNS_PER_METHOD);
  }, 180_000);
});
