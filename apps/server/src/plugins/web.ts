import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PATHS, SHOWCASE_STATE } from '@storefront/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { AssetCompression, compressibleType } from '../lib/asset-compression';
import { encoded, etagOf, pickEncoding, varyOnEncoding, type CachedBody } from '../lib/read-cache';
import { cspHeader } from '../lib/csp';
import { resolveShowcase } from '../modules/showcases/service';
import { rdRedirectTarget } from '../modules/showcases/redirect';
import { renderIndex } from '../modules/web/index-html';
import { countPublicLandings } from '../modules/landings/service';
import { pageMeta } from '../modules/web/page-meta';
import { pageShell } from '../modules/web/page-shell';
import { RouteAssetTable } from '../modules/web/route-assets';
import { seoRoutes } from '../modules/web/seo-routes';
import { landingProductTarget } from '../modules/startup/store-link';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BUNDLE_ROOTS = [PATHS.tgBundle.slice(1, -1), PATHS.maxBundle.slice(1, -1)];
/** MAX Bridge is the host's own script (dev.max.ru/docs/webapps/bridge): allowed only on the page MAX opens. */
const MAX_BRIDGE_ORIGIN = 'https://st.max.ru';
/** A last path segment with an extension names a file, never a page. */
const FILE_LIKE = /\.[A-Za-z0-9]{1,8}$/;
const PRODUCT_PAGE = /^product\/([1-9][0-9]{0,8})\/?$/;

/** No Accept header, `*\/*`, `text/*` or `text/html` (not refused with q=0). */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    return !refused && ['text/html', '*/*', 'text/*', 'application/xhtml+xml'].includes(type.trim());
  });
}

function listFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, rel) : entry.isFile() ? [rel] : [];
  });
}

/**
 * The built web app at `/`, at `/api/tgbundle/` and at `/api/maxbundle/` (same files): hashed assets cached for a year,
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
  const compression = new AssetCompression();
  const routeAssets = RouteAssetTable.fromFile(path.join(dist, '.vite/manifest.json'));

  const page = (underBundle: 'telegram' | 'max' | null) => async (req: FastifyRequest, reply: FastifyReply) => {
    let rel = (req.params as { '*': string })['*'];
    // ignoreTrailingSlash turns `/api/tgbundle/` into `/api/tgbundle`, which the root wildcard catches.
    const root = BUNDLE_ROOTS.indexOf(rel);
    const bundle = underBundle !== null || root >= 0;
    const inMax = underBundle === 'max' || root === 1;
    if (root >= 0) rel = '';
    if (files.has(rel)) {
      const immutable = rel.startsWith('assets/');
      reply.header('cache-control', immutable ? IMMUTABLE : 'public, max-age=3600');
      const type = immutable ? compressibleType(rel) : undefined;
      const accepted = type ? pickEncoding(req.headers['accept-encoding']) : null;
      if (type && accepted) {
        const { encoding, body } = await compression.encode(path.join(dist, rel), accepted);
        reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
        return reply.header('content-encoding', encoding).type(type).send(body);
      }
      return reply.sendFile(rel, { cacheControl: false });
    }
    // The API and the media store answer their own 404s; neither is ever a page of the app.
    if (!bundle && (rel.startsWith('api/') || rel === 'images' || rel.startsWith('images/'))) throw new AppError('NOT_FOUND');
    // Deep links fall back to the app for page loads, link-preview bots included (they send `Accept: */*` or
    // nothing); a missing file (a path with an extension) or a call that accepts no HTML stays a 404.
    if (rel !== '' && (FILE_LIKE.test(rel) || !acceptsHtml(req.headers.accept))) throw new AppError('NOT_FOUND');
    const query = req.query as Record<string, unknown>;
    const target = bundle ? null : await rdRedirectTarget(app.db, app.config, req, query);
    if (target) return reply.redirect(target, 302);
    // A landing-mode showcase sells nothing itself: a product page leads to the same product on the store showcase.
    const product = bundle ? null : PRODUCT_PAGE.exec(rel);
    if (product) {
      const showcase = (await resolveShowcase(app.db, app.config, { host: req.host, s: query.s }))?.showcase;
      const store = showcase?.stateId === SHOWCASE_STATE.landing ? await landingProductTarget(app, req, showcase, Number(product[1]), query) : null;
      if (store) return reply.header('cache-control', 'no-store').redirect(store, 302);
    }
    // Rendered once per showcase, page and link (READ_CACHE_MS), compressed once per encoding.
    const rendered = await app.readCache.memo(`index|${req.host}|${inMax ? 'max' : ''}|${req.url}`, async () => {
      const resolved = await resolveShowcase(app.db, app.config, { host: req.host, s: query.s });
      // A draft (state 0) is private to its owner and admins: strangers and link previews learn nothing of it, not
      // even its name (the app asks /api/startup, which answers the owner with the whole configuration).
      const showcase = resolved?.showcase.stateId === SHOWCASE_STATE.draft ? null : (resolved?.showcase ?? null);
      // Outside the Telegram and MAX bundles (whose hosts frame the page their own way), the page's first screen too.
      const [meta, actionsCount, root] = showcase
        ? await Promise.all([
            bundle ? undefined : pageMeta(app, req, showcase, rel),
            countPublicLandings(app.db, showcase.id),
            bundle ? null : pageShell(app, showcase, rel, typeof query.s === 'string' ? query.s : null),
          ])
        : [undefined, undefined, null];
      const { html, scriptHashes } = renderIndex(template, showcase, app.config, meta, actionsCount === undefined ? {} : { actionsCount }, {
        assets: routeAssets.forPath(rel),
        root,
      });
      // An external address-suggestion service (SUGGEST_URL) is called by the page itself; inside MAX, its Bridge.
      const connect = app.config.SUGGEST_URL ? [new URL(app.config.SUGGEST_URL).origin] : [];
      const scripts = [...scriptHashes, ...(inMax ? [MAX_BRIDGE_ORIGIN] : [])];
      const csp = scripts.length || connect.length ? cspHeader({ 'script-src': scripts, 'connect-src': connect }) : null;
      return { entry: { body: html, etag: etagOf(html), type: 'text/html; charset=utf-8' } satisfies CachedBody, csp };
    });
    if (rendered.csp) reply.header('content-security-policy', rendered.csp);
    reply
      .header('cache-control', 'no-cache')
      .header('etag', rendered.entry.etag)
      .header('vary', varyOnEncoding(reply.getHeader('vary')));
    const inm = req.headers['if-none-match'];
    if (typeof inm === 'string' && inm.split(',').some((tag) => tag.trim() === rendered.entry.etag)) return reply.code(304).send();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    reply.type(rendered.entry.type);
    if (!encoding) return reply.send(rendered.entry.body);
    return reply.header('content-encoding', encoding).send(encoded(rendered.entry, encoding));
  };

  seoRoutes(app);
  app.get('/*', page(null));
  app.get(`${PATHS.tgBundle}*`, page('telegram'));
  app.get(`${PATHS.maxBundle}*`, page('max'));
}
