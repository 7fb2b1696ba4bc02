import { vi } from 'vitest';

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
