import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveShowcase } from '../modules/showcases/service';

/** Attaches the showcase of each API request: host (domain or alias), else `s`, else the default. */
export const showcasePlugin = fp((app: FastifyInstance) => {
  app.decorateRequest('showcase', null);
  app.decorateRequest('showcaseSource', null);
  app.addHook('onRequest', async (req) => {
    const s = (req.query as Record<string, unknown> | undefined)?.s;
    const resolved = await resolveShowcase(app.db, app.config, { host: req.host, s });
    req.showcase = resolved?.showcase ?? null;
    req.showcaseSource = resolved?.source ?? null;
  });
}, { name: 'showcase-resolver' });
