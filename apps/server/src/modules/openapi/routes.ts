import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { ajaxActions, tgMethods } from '../dispatch/registry';
import { openApiDocument, type RouteEntry } from './document';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (method and URL), in order: the OpenAPI document is built from it. */
    routeList: RouteEntry[];
  }
}

/** Records every route registered after it (call first in buildApp). */
export function collectRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) list.push({ method, url: route.url });
  });
}

type Json = Record<string, unknown>;

/** The docs page: every operation with its parameters, body and answer, rendered on the server (no script: CSP). */
function docsPage(doc: Json): string {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const block = (title: string, value: unknown) =>
    value === undefined ? '' : `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;
  const ops = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, op]) => `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(typeof op.summary === 'string' ? op.summary : '')}${typeof op['x-access'] === 'string' ? ` — доступ: <b>${escapeHtml(op['x-access'])}</b>` : ''}</p>
${block('Параметры', (op.parameters as unknown[] | undefined)?.length ? op.parameters : undefined)}${block('Тело запроса', op.requestBody)}${block('Ответы', op.responses)}${block('Методы', op['x-methods'])}</section>`,
    ),
  );
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API витрины</title><style>body{font:15px/1.45 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px}h2{font-size:16px;margin:24px 0 4px}pre{background:#f5f5f5;padding:8px;overflow:auto;font-size:12px}section{border-bottom:1px solid #eee;padding-bottom:8px}</style></head>
<body><h1>API витрины</h1><p>Документ OpenAPI 3.1, собранный из zod-схем контракта: <a href="/api/openapi.json">/api/openapi.json</a>. Операций: ${ops.length}.</p>
${ops.join('\n')}</body></html>`;
}

/** GET /api/openapi.json and the /api/docs page, in DEMO mode only (404 otherwise). */
export function openApiRoutes(app: FastifyInstance): void {
  if (!app.config.DEMO) return;
  let cached: { json: string; html: string } | null = null;
  const build = () => {
    if (!cached) {
      const doc = openApiDocument(app.routeList, { tg: tgMethods, ajax: ajaxActions });
      cached = { json: JSON.stringify(doc), html: docsPage(doc) };
    }
    return cached;
  };
  app.get('/api/openapi.json', async (_req, reply) => reply.type('application/json; charset=utf-8').send(build().json));
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(build().html));
}
