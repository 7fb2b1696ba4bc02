import { showcaseIdQuerySchema } from '@storefront/contract/seller';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { requireShowcaseAdmin } from '../seller-showcases/access';
import { editorCategories } from './repository';

/** Spec §7 GET /account/showcases/edit/catalog (id): the network tree with this showcase's choices. */
export function sellerCategoryRoutes(app: FastifyInstance): void {
  app.get('/api/account/showcases/edit/catalog', async (req) => {
    const id = validate(showcaseIdQuerySchema, req.query, requestLocale(req)).id;
    const { showcase } = await requireShowcaseAdmin(app, req, id, 'read');
    return {
      categories: await editorCategories(app.db, showcase.id),
      catalog: { cashbackPercent: showcase.cashbackPercent, requireReferral: showcase.requireReferral },
    };
  });
}
