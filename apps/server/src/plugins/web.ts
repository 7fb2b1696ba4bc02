import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PATHS } from '@storefront/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { cspHeader } from '../lib/csp';
import { resolveShowcase } from '../modules/showcases/service';
import { rdRedirectTarget } from '../modules/showcases/redirect';
import { renderIndex } from '../modules/web/index-html';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BUNDLE_ROOT = PATHS.tgBundle.slice(1, -1);

function listFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, rel) : entry.isFile() ? [rel] : [];
  });
}

/**
 * The built web app at `/` and at `/api/tgbundle/` (same files): hashed assets cached for a year,
 * index.html never cached and rendered per showcase, SPA fallback for unknown page paths.
 */
export async function webPlugin(app: FastifyInstance): Promise<void> {
  const dist = app.config.WEB_DIST;
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app build not found (run `npm run build`); serving the API only');
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const files = new Set(listFiles(dist).filter((f) => f !== 'index.html'));
  await app.register(fastifyStatic, { root: dist, serve: false });

  const page = (underBundle: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    let rel = (req.params as { '*': string })['*'];
    // ignoreTrailingSlash turns `/api/tgbundle/` into `/api/tgbundle`, which the root wildcard catches.
    const bundle = underBundle || rel === BUNDLE_ROOT;
    if (rel === BUNDLE_ROOT) rel = '';
    if (files.has(rel)) {
      reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600');
      return reply.sendFile(rel, { cacheControl: false });
    }
    if (!bundle && rel.startsWith('api/')) throw new AppError('NOT_FOUND');
    // Deep links fall back to the app only for page loads; the roots always are the app.
    if (rel !== '' && !(req.headers.accept ?? '').includes('text/html')) throw new AppError('NOT_FOUND');
    const query = req.query as Record<string, unknown>;
    const target = bundle ? null : await rdRedirectTarget(app.db, app.config, req, query);
    if (target) return reply.redirect(target, 302);
    const resolved = await resolveShowcase(app.db, app.config, { host: req.host, s: query.s });
    const { html, scriptHash } = renderIndex(template, resolved?.showcase ?? null, app.config);
    // An external address-suggestion service (SUGGEST_URL) is called by the page itself.
    const connect = app.config.SUGGEST_URL ? [new URL(app.config.SUGGEST_URL).origin] : [];
    if (scriptHash || connect.length) reply.header('content-security-policy', cspHeader({ 'script-src': scriptHash ? [scriptHash] : [], 'connect-src': connect }));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/*', page(false));
  app.get(`${PATHS.tgBundle}*`, page(true));
}
