import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { JSON_BODY_LIMIT } from '../../lib/json-body';
import { ajaxActions, tgMethods } from './registry';
import { dispatch } from './service';
import { tableBodyLimit } from '../../lib/dispatch-types';

/** Parameters every client call may carry (spec §7): they never reach a method's schema. */
const PASS_THROUGH = ['json', 's', 'test'];

type Params = Record<string, unknown>;

function withoutPassThrough(query: Params): Params {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !PASS_THROUGH.includes(key)));
}

function bodyObject(body: unknown): Params {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('BAD_REQUEST');
  return body as Params;
}

/** The /api/tg and /api/ajax/ dispatchers (DESIGN §4); ignoreTrailingSlash serves /api/tg/ as well. */
export function dispatchRoutes(app: FastifyInstance): void {
  app.get('/api/tg', async (req, reply) => {
    const query = withoutPassThrough(req.query as Params);
    return dispatch(tgMethods, query.method, query, { app, req, reply });
  });

  app.post('/api/tg', { bodyLimit: tableBodyLimit(tgMethods, JSON_BODY_LIMIT) }, async (req, reply) => {
    const body = bodyObject(req.body);
    const method = body.method ?? (req.query as Params).method;
    return dispatch(tgMethods, method, { ...body, method }, { app, req, reply });
  });

  app.post('/api/ajax', { bodyLimit: tableBodyLimit(ajaxActions, JSON_BODY_LIMIT) }, async (req, reply) => {
    const body = bodyObject(req.body);
    return dispatch(ajaxActions, body.action, body, { app, req, reply });
  });
}
