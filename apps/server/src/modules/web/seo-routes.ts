import type { FastifyInstance } from 'fastify';
import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { escapeHtml } from '../../lib/html';
import { resolveShowcase } from '../showcases/service';
import { showcaseOrigin } from './page-meta';
import { sitemapEntries } from './seo-repository';

const MAX_PRODUCTS = 45_000;

/**
 * robots.txt and sitemap.xml of the showcase the host (or `s`) names: a store lists its home, catalogue,
 * visible categories and products, public landings (drafts and finished ones are not) and its pages; a draft,
 * blocked or unknown showcase asks crawlers to stay away and lists nothing.
 */
export function seoRoutes(app: FastifyInstance): void {
  const showcaseOf = async (host: string, s: unknown) => (await resolveShowcase(app.db, app.config, { host, s }))?.showcase ?? null;
  const listed = (state: number) => state === SHOWCASE_STATE.store || state === SHOWCASE_STATE.landing;

  app.get('/robots.txt', async (req, reply) => {
    const showcase = await showcaseOf(req.host, (req.query as Record<string, unknown>).s);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    if (!showcase || !listed(showcase.stateId)) return 'User-agent: *\nDisallow: /\n';
    const origin = showcaseOrigin(app, req, showcase);
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /account',
      'Disallow: /cart',
      'Disallow: /order',
      'Disallow: /api/',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const showcase = await showcaseOf(req.host, (req.query as Record<string, unknown>).s);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const urls: string[] = [];
    if (showcase && listed(showcase.stateId)) {
      const origin = showcaseOrigin(app, req, showcase);
      const e = await sitemapEntries(app.db, showcase.id, MAX_PRODUCTS);
      const store = showcase.stateId === SHOWCASE_STATE.store;
      urls.push(`${origin}/`, `${origin}/actions`);
      if (store) {
        urls.push(`${origin}/catalog`);
        for (const c of e.categories) urls.push(`${origin}/catalog/${encodeURIComponent(c.slug)}`);
        for (const p of e.products) urls.push(`${origin}/product/${p.id}`);
      }
      for (const l of e.landings) urls.push(`${origin}/actions/${l.id}`);
      for (const p of e.pages) urls.push(`${origin}/pages/${encodeURIComponent(p.alias)}`);
    }
    const body = urls.map((u) => `<url><loc>${escapeHtml(u)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  });
}
