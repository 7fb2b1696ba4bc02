import net from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@storefront/contract/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { JSON_BODY_LIMIT, JSON_MAX_DEPTH, jsonNestedDeeperThan } from '../../src/lib/json-body';
import { createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';
import { showcaseByAlias } from '../helpers/facts';
import { loginAs } from '../helpers/login';

/**
 * Fault-injection finding 8: request bodies and slow clients. JSON bodies are 64 KB unless a route (or an /api/tg
 * method) takes more; nesting deeper than 32 is refused before JSON.parse; a client that stalls mid-request is
 * answered 408 and closed after REQUEST_TIMEOUT_MS.
 */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the JSON depth check', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestedDeeperThan(bytes(nested(32)), 32)).toBe(false);
    expect(jsonNestedDeeperThan(bytes(nested(33)), 32)).toBe(true);
    expect(jsonNestedDeeperThan(bytes(`{"a":[{"b":{"c":1}}]}`), 3)).toBe(true);
    expect(jsonNestedDeeperThan(bytes(`{"a":[{"b":1}]}`), 3)).toBe(false);
    expect(jsonNestedDeeperThan(bytes(JSON.stringify({ text: '[[[[[[{{{{ "\\" [[[[' })), 2)).toBe(false);
    expect(jsonNestedDeeperThan(bytes(JSON.stringify({ text: 'кириллица [[[[' })), 1)).toBe(false);
  });
});

describe('request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json', ...headers } });

  it('nested deeper than 32 levels: 400 with the localised message, before parsing (a deep megabyte is never parsed)', async () => {
    const ok = await send('/api/startup', JSON.stringify({ query: {}, deep: JSON.parse(nested(JSON_MAX_DEPTH - 2)) as unknown }));
    expect(ok.statusCode).not.toBe(400);

    const deep = await send('/api/startup', `{"query":{},"deep":${nested(JSON_MAX_DEPTH)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ code: 'BAD_REQUEST', message: 'Некорректный запрос' });

    // The finding: 1 MB of nesting cost 100–150 ms of main-thread CPU each; now it is refused by a byte scan (on
    // /api/tg, whose limit is the landing editor's 1.9 MB).
    const megabyte = `{"method":"getDBTime","x":${nested(500_000)}}`;
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const res = await send('/api/tg', megabyte);
      expect(res.statusCode).toBe(400);
      expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length >= megabyte.length)).toBe(false);
    } finally {
      parse.mockRestore();
    }
  });

  it('over 64 KB: 413 PAYLOAD_TOO_LARGE with the localised message', async () => {
    const big = JSON.stringify({ query: {}, pad: 'x'.repeat(JSON_BODY_LIMIT) });
    for (const url of ['/api/startup', '/api/ajax', '/api/account/companies']) {
      const res = await send(url, big);
      expect(res.statusCode, url).toBe(413);
      expect(res.json(), url).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Слишком большой запрос' });
    }
    expect((await send('/api/startup', JSON.stringify({ query: {}, pad: 'x'.repeat(JSON_BODY_LIMIT - 100) }))).statusCode).toBe(200);
  });

  it('/api/tg: each method within its own limit — the landing editor takes a large landing, other methods 64 KB', async () => {
    const admin = await loginAs(t, 'showcaseAdmin');
    const headers = { cookie: `sid=${admin}` };
    const mainId = (await showcaseByAlias(t.database.db, 'main')).id;
    const pad = 'x'.repeat(100 * 1024);
    const small = await send('/api/tg', JSON.stringify({ method: 'getDBTime', pad }), headers);
    expect(small.statusCode).toBe(413);
    expect(small.json<{ code: string }>().code).toBe('PAYLOAD_TOO_LARGE');

    // 30 text blocks of 20 000 Cyrillic characters each (1.2 MB of UTF-8): what the editor allows, and is read.
    const blocks = Array.from({ length: 30 }, (_, i) => ({ type: 'text', text: `<p>${'ж'.repeat(19_990)}</p>`, title: `Блок ${i}` }));
    const landing = JSON.stringify({ method: 'saveAction', ShowcaseID: mainId, title: 'Большая акция', slug: 'big-landing', blocks });
    expect(Buffer.byteLength(landing)).toBeGreaterThan(1_000_000);
    const saved = await send('/api/tg', landing, headers);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);

    const tooLarge = await send('/api/tg', JSON.stringify({ method: 'saveAction', pad: 'x'.repeat(2 * 1024 * 1024) }), headers);
    expect(tooLarge.statusCode).toBe(413);
  });
});

describe('slow clients', () => {
  let app: FastifyInstance;
  let database: Database;
  let port: number;
  const REQUEST_TIMEOUT_MS = 1_500;
  const HEADERS_TIMEOUT_MS = 1_000;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig({ REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS }), database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Opens a connection, writes `data`, then stalls; resolves with what came back and when the socket closed. */
  async function stall(data: string): Promise<{ received: string; ms: number }> {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const started = Date.now();
    socket.write(data);
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 10_000);
    });
    return { received, ms: Date.now() - started };
  }

  it('a body that stops arriving: 408 and closed within the request timeout', async () => {
    const head = `POST /api/startup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\nContent-Length: 1000\r\n\r\n`;
    const { received, ms } = await stall(`${head}{"query":{`);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2_000);
  });

  it('headers that stop arriving: 408 and closed within the headers timeout', async () => {
    const { received, ms } = await stall('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
  });
});
