import { describe, expect, it } from 'vitest';
import { ajaxActions, tgMethods } from '../../src/modules/dispatch/registry';
import { missingAnswers, missingDocs } from '../../src/modules/openapi/document';
import { METHOD_ANSWERS } from '../../src/modules/openapi/method-answers';
import { ROUTE_DOCS, undocumented } from '../../src/modules/openapi/route-docs';
import { createTestApp, fileTestApp } from '../helpers/app';

const t = fileTestApp();

interface Doc {
  openapi: string;
  paths: Record<
    string,
    Record<string, { summary?: string; requestBody?: { content: Record<string, { schema: { oneOf?: unknown[] } }> }; responses: object }>
  >;
}

describe('the OpenAPI document', () => {
  it('has a schema for every route the app registers (a new route without one fails here)', () => {
    expect(missingDocs(t.app.routeList)).toEqual([]);
    expect(missingDocs([{ method: 'GET', url: '/api/brand-new' }])).toEqual(['GET /api/brand-new']);
  });

  it('has an answer schema for every /api/tg method and /api/ajax action, and none for gone ones', () => {
    expect(missingAnswers({ tg: tgMethods, ajax: ajaxActions })).toEqual([]);
    expect(missingAnswers({ tg: { brandNew: tgMethods.getDBTime! }, ajax: {} })).toEqual(['brandNew']);
    const known = new Set([...Object.keys(tgMethods), ...Object.keys(ajaxActions)]);
    expect(Object.keys(METHOD_ANSWERS).filter((name) => !known.has(name))).toEqual([]);
  });

  it('documents no route that does not exist', () => {
    const registered = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(ROUTE_DOCS).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('serves /api/openapi.json with every route, and every /api/tg and /api/ajax method with its input', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Doc>();
    expect(doc.openapi).toBe('3.1.0');
    for (const r of t.app.routeList) {
      if (r.method === 'HEAD' || undocumented(r.url)) continue;
      const op = doc.paths[r.url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      expect(op!.summary).not.toBe('UNDOCUMENTED');
    }
    const tg = doc.paths['/api/tg']!.post!.requestBody!.content['application/json']!.schema.oneOf!;
    expect(tg.map((m) => (m as { title: string }).title).sort()).toEqual(Object.keys(tgMethods).sort());
    const ajax = doc.paths['/api/ajax']!.post!.requestBody!.content['application/json']!.schema.oneOf!;
    expect(ajax).toHaveLength(Object.keys(ajaxActions).length);
    // Each method's answer: getWowTree's names its members; the GET reads list only reads.
    const tgPost = doc.paths['/api/tg']!.post! as unknown as { 'x-methods': Record<string, { answer: object }> };
    expect(JSON.stringify(tgPost['x-methods'].getWowTree!.answer)).toContain('"Members"');
    const tgGet = doc.paths['/api/tg']!.get! as unknown as { responses: Record<string, unknown> };
    expect(JSON.stringify(tgGet.responses['200'])).toContain('"ServerTime"');
    expect(JSON.stringify(tgGet.responses['200'])).not.toContain('"title":"saveAction"');
    const products = doc.paths['/api/catalog/products']!.get! as unknown as {
      parameters: Array<{ name: string }>;
      responses: Record<string, unknown>;
    };
    expect(products.parameters.map((p) => p.name)).toContain('sort');
    expect(JSON.stringify(products.responses['200'])).toContain('"items"');
  });

  it('shows a docs page in DEMO mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('GET /api/catalog/products');
    expect(res.body).toContain('API витрины');
  });

  it('is not served without DEMO', async () => {
    const prod = await createTestApp({ DEMO: false });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
