import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import { rows } from '../../src/db/sql';
import type { Access } from '../../src/lib/dispatch-types';
import type { DemoUserKey } from '../../src/db/seed/fixtures';
import type { TestApp } from '../helpers/app';
import { post, sessionCookie } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';

/**
 * Who calls: nobody logged in (without any cookie, and with the anonymous session the app hands out), a freshly registered shopper with no
 * rights, the network-banned demo user, the user banned on the main showcase, the admin of another showcase
 * (Марина, sport) acting on main-showcase ids, and the rightful user of the call.
 */
export const ROLES = ['noSession', 'anonymous', 'stranger', 'banned', 'bannedOnMain', 'otherAdmin', 'rightful'] as const;
/**
 * One more for showcase-admin methods whose input names main-showcase rows besides the showcase: the other
 * admin passing their OWN showcase id with those row ids (a cross-showcase IDOR).
 */
export type Role = (typeof ROLES)[number] | 'crossShowcase';

/** An HTTP call of the matrix or the fuzzer. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body (uploads): sent with its own content type instead of JSON. */
  multipart?: { payload: Buffer; contentType: string };
  headers?: Record<string, string>;
}

export function send(app: FastifyInstance, call: Call, cookie: string | null): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), ...call.headers };
  if (call.method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  let payload: string | Buffer | undefined;
  if (call.multipart) {
    headers['content-type'] = call.multipart.contentType;
    payload = call.multipart.payload;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.body);
  }
  return app.inject({ method: call.method, url: call.url, query: call.query, headers, payload });
}

/** Session cookies per role (the rightful one per demo user), recreated on demand after a logout. */
export class Sessions {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly t: TestApp) {}

  async cookie(role: Role, rightful: DemoUserKey): Promise<string | null> {
    if (role === 'noSession') return null;
    const key = role === 'rightful' ? `rightful:${rightful}` : role;
    let cookie = this.cookies.get(key);
    if (!cookie) {
      cookie = await this.login(role, rightful);
      this.cookies.set(key, cookie);
    }
    return cookie;
  }

  forget(): void {
    this.cookies.clear();
  }

  private async login(role: Exclude<Role, 'noSession'>, rightful: DemoUserKey): Promise<string> {
    if (role === 'anonymous') return anonymousSession(this.t);
    if (role === 'stranger') {
      const res = await post(this.t.app, '/api/test/register', { name: 'Посторонний Пользователь' });
      const cookie = sessionCookie(res);
      if (res.statusCode !== 200 || !cookie) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      return cookie.value;
    }
    const keys: Record<Exclude<Role, 'noSession' | 'anonymous' | 'stranger'>, DemoUserKey> = {
      banned: 'banned',
      bannedOnMain: 'bannedOnMain',
      otherAdmin: 'sportAdmin',
      crossShowcase: 'sportAdmin',
      rightful,
    };
    return loginAs(this.t, keys[role]);
  }
}

/**
 * A fingerprint of every row of every table in the public schema: md5 over the md5 of each row, per table.
 * A refused call must leave it exactly as it was.
 */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const parts = tables.map(
    (t) => sql`select ${t.name}::text as name,
    (select md5(coalesce(string_agg(md5(r::text), '' order by md5(r::text)), '')) from ${sql.identifier(t.name)} r) as v`,
  );
  const result = await rows<{ name: string; v: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(result.map((r) => [r.name, r.v]));
}

/** Tables whose fingerprint changed between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

/** What a role may expect from a call of the given access, unless the fixture says otherwise. */
export function expectedOutcome(role: (typeof ROLES)[number], access: Access, opts: { owned?: boolean; allowBanned?: boolean }): 'ok' | 'refused' {
  if (role === 'rightful') return 'ok';
  if (role === 'banned' || role === 'bannedOnMain') return opts.allowBanned ? 'ok' : 'refused';
  if (role === 'anonymous' || role === 'noSession') return access === 'public' ? 'ok' : 'refused';
  if (access === 'public') return 'ok';
  if (access === 'user') return opts.owned ? 'refused' : 'ok';
  return 'refused';
}

export const REFUSAL_STATUSES = [401, 403, 404];
