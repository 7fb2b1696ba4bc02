import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** A network-edge stub for global fetch: requests are matched by method, path and query. */
export interface MockRoute {
  method?: string;
  path: string;
  query?: Record<string, string>;
  status?: number;
  /** A value, or a function of the request that returns one. */
  body?: unknown;
  /** Milliseconds the server takes before it handles the request (the body function runs after them). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials;
}

function matches(route: MockRoute, request: Request, url: URL): boolean {
  if ((route.method ?? 'GET') !== request.method) return false;
  if (url.pathname !== route.path) return false;
  return Object.entries(route.query ?? {}).every(([k, v]) => url.searchParams.get(k) === v);
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The API's error answers, spread into a route: `{ path: '/api/x', ...notFound }`. */
export const notFound = { status: 404, body: { message: 'Не найдено', code: 'NOT_FOUND' } };
export const forbidden = { status: 403, body: { code: 'FORBIDDEN', message: 'Недостаточно прав для этого действия' } };
export const serverError = { status: 500, body: { message: 'Неизвестная ошибка. Попробуйте ещё раз', code: 'INTERNAL' } };

export function mockFetch(routes: MockRoute[]) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    requests.push({ method: request.method, url, headers: request.headers, body: await readBody(request), credentials: request.credentials });
    const route = routes.find((r) => matches(r, request, url));
    if (!route) return Response.json({ message: 'not mocked', code: 'NOT_FOUND' }, { status: 404 });
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    const body = typeof route.body === 'function' ? (route.body as (r: Request, u: URL) => unknown)(request, url) : route.body;
    if (typeof body === 'string') return new Response(body, { status: route.status ?? 200, headers: { 'content-type': 'text/plain' } });
    return Response.json(body ?? {}, { status: route.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** The POSTs to the `/api/tg` dispatcher that called `method`. */
export function tgPosts(requests: ReadonlyArray<Pick<RecordedRequest, 'method' | 'url' | 'body'>>, method: string) {
  return requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/tg' && (r.body as { method?: string }).method === method);
}

/** Waits until exactly one POST to the `/api/tg` dispatcher has called `method`, and returns the body it sent. */
export async function oneTgPost(requests: ReadonlyArray<Pick<RecordedRequest, 'method' | 'url' | 'body'>>, method: string): Promise<unknown> {
  await waitFor(() => expect(tgPosts(requests, method)).toHaveLength(1));
  return tgPosts(requests, method)[0]!.body;
}

/** Asserts that `method` was called exactly once through the `/api/tg` dispatcher, with exactly `args` besides its name. */
export async function expectOneTgCall(
  requests: ReadonlyArray<Pick<RecordedRequest, 'method' | 'url' | 'body'>>,
  method: string,
  args: Record<string, unknown>,
) {
  expect(await oneTgPost(requests, method)).toEqual({ method, ...args });
}
