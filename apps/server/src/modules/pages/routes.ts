import { staticPageAliasSchema } from '@storefront/contract/pages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireShowcase } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { staticPage } from './service';

const params = z.object({ alias: staticPageAliasSchema });

export function pageRoutes(app: FastifyInstance): void {
  app.get('/api/pages/:alias', async (req) => {
    const { alias } = validate(params, req.params, requestLocale(req));
    return staticPage(app.db, requireShowcase(req).id, alias);
  });
}
