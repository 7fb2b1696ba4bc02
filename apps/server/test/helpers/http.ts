import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface CallOptions {
  cookie?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string | undefined>;
}

function definedQuery(query: CallOptions['query']): Record<string, string> | undefined {
  return query && Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
}

function headersFor(opts: CallOptions): Record<string, string> {
  return { ...(opts.cookie ? { cookie: `${SESSION_COOKIE}=${opts.cookie}` } : {}), ...opts.headers };
}

export function get(app: FastifyInstance, url: string, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, query: definedQuery(opts.query), headers: headersFor(opts) });
}

/** A state-changing call as the web client makes it: JSON body and the CSRF header. */
export function post(app: FastifyInstance, url: string, body: unknown, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    query: definedQuery(opts.query),
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json', ...headersFor(opts) },
    payload: JSON.stringify(body),
  });
}

/** The session id the response set, or undefined when it set none. */
export function sessionCookie(res: LightMyRequestResponse): { value: string; raw: string } | undefined {
  const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!raw) return undefined;
  return { value: raw.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '', raw };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json<T>();
}

/** A refused call: its status (the body is shown when it differs) and the parts of the JSON error that matter. */
export function expectRefusal(res: LightMyRequestResponse, status: number, error: Record<string, unknown>): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject(error);
}
