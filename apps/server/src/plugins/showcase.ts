import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveShowcase } from '../modules/showcases/service';

/** Attaches the showcase of each API request: host (domain or alias), else `s`, else the default. */
export const showcasePlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('showcase', null);
    app.decorateRequest('showcaseSource', null);
    app.addHook('onRequest', async (req) => {
      const s = (req.query as Record<string, unknown> | undefined)?.s;
      // The showcase a host (or `s`) names is read once per READ_CACHE_MS, not on every request.
      // Lasting: order placement (which clears the cache on every order) does not change showcases.
      const resolved = await app.readCache.memo(
        `showcase|${req.host}|${typeof s === 'string' ? s : ''}`,
        () => resolveShowcase(app.db, app.config, { host: req.host, s }),
        { lasting: true },
      );
      req.showcase = resolved?.showcase ?? null;
      req.showcaseSource = resolved?.source ?? null;
    });
  },
  { name: 'showcase-resolver', dependencies: ['read-cache'] },
);
