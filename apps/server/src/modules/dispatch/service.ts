import { AppError } from '../../lib/app-error';
import { JSON_BODY_LIMIT } from '../../lib/json-body';
import { requireUser } from '../../lib/guards';
import { canAdminister } from '../showcases/service';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import type { MethodContext, MethodTable } from '../../lib/dispatch-types';

const SHOWCASE_KEYS = ['ShowcaseID', 'showcaseID', 'showcaseId'] as const;

function named(name: unknown): string {
  return typeof name === 'string' && name !== '' ? name.slice(0, 64) : '—';
}

function showcaseIdOf(input: unknown): number | null {
  if (!input || typeof input !== 'object') return null;
  for (const key of SHOWCASE_KEYS) {
    const value = (input as Record<string, unknown>)[key];
    if (typeof value === 'number') return value;
  }
  return null;
}

/** Looks the method up, checks the verb and access, validates the input with the method's schema, runs it. */
export async function dispatch(table: MethodTable, name: unknown, input: unknown, ctx: MethodContext): Promise<unknown> {
  const def = typeof name === 'string' && Object.hasOwn(table, name) ? table[name] : undefined;
  if (!def) throw new AppError('UNKNOWN_METHOD', { method: named(name) });
  const { req, app } = ctx;
  if (def.kind === 'write' && req.method !== 'POST') throw new AppError('METHOD_NOT_ALLOWED', { method: named(name), verb: req.method });
  if (req.jsonBytes > (def.bodyLimit ?? JSON_BODY_LIMIT)) throw new AppError('PAYLOAD_TOO_LARGE');
  const user = def.access === 'public' ? req.user : requireUser(req);
  if (def.access === 'operator' && user?.role !== 'operator') throw new AppError('FORBIDDEN');
  const data = validate(def.schema, input, requestLocale(req));
  if (def.access === 'showcaseAdmin') {
    const showcaseId = showcaseIdOf(data) ?? req.showcase?.id;
    if (showcaseId === undefined || !(await canAdminister(app.db, user, showcaseId))) throw new AppError('FORBIDDEN');
    return def.handler(data, { ...ctx, adminShowcaseId: showcaseId });
  }
  return def.handler(data, ctx);
}
