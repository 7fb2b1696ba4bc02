import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import type { CurrentUser } from '../../lib/request-context';
import { validate } from '../../lib/validate';
import { canAdminister } from './service';

const showcaseParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The start of every `/api/seller/showcases/:id/…` route: the logged-in user and the showcase id, when the user may
 * administer that showcase; any other showcase is a 404 (its existence is not told).
 */
export async function administeredShowcase(app: FastifyInstance, req: FastifyRequest): Promise<{ user: CurrentUser; id: number }> {
  const user = requireUser(req);
  const { id } = validate(showcaseParam, req.params, requestLocale(req));
  if (!(await canAdminister(app.db, user, id))) throw new AppError('NOT_FOUND');
  return { user, id };
}
