import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireShowcase } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { ownerOf } from '../../lib/owner';
import { validate } from '../../lib/validate';
import { landingDetail } from './service';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function landingRoutes(app: FastifyInstance): void {
  app.get('/api/actions/:id', async (req) => {
    const { id } = validate(params, req.params, requestLocale(req));
    return landingDetail(app.db, requireShowcase(req).id, ownerOf(req), id);
  });
}
