import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { catalogSuggestQuerySchema, productListQuerySchema, searchQuerySchema } from '@storefront/contract/catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLocale } from '../../lib/locale';
import { ownerOf, storeShowcase } from '../../lib/owner';
import { validate } from '../../lib/validate';
import { publicLandings } from '../landings/service';
import * as catalog from './service';

const productIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Reads carry json=1 and the pass-through s/test parameters (spec §7). */
const PASS_THROUGH = { json: z.string().optional(), s: z.string().optional(), test: z.string().optional() };

function context(app: FastifyInstance, req: FastifyRequest): catalog.CatalogContext {
  return { db: app.db, showcaseId: storeShowcase(req).id, owner: ownerOf(req), cache: app.readCache };
}

export function catalogRoutes(app: FastifyInstance): void {
  const listQuery = productListQuerySchema.extend(PASS_THROUGH).strict();
  const searchQuery = searchQuerySchema.extend(PASS_THROUGH).strict();

  app.get('/api/catalog/home', async (req) => {
    // Landing mode (state 1): the landings are the home page; the catalogue is not public.
    if (req.showcase?.stateId === SHOWCASE_STATE.landing) {
      const landings = await publicLandings(app.db, req.showcase.id);
      return { products: [], landings: landings.map(({ id, title, description, cover }) => ({ id, title, description, cover })) };
    }
    const ctx = context(app, req);
    const [products, landings] = await Promise.all([catalog.homeProducts(ctx), publicLandings(app.db, ctx.showcaseId)]);
    return { products, landings: landings.map(({ id, title, description, cover }) => ({ id, title, description, cover })) };
  });

  app.get('/api/catalog/products', async (req) => catalog.productList(context(app, req), validate(listQuery, req.query, requestLocale(req))));

  const facetsQuery = listQuery.extend({ q: z.string().trim().min(1).max(200).optional(), literal: searchQuerySchema.shape.literal });
  const suggestQuery = catalogSuggestQuerySchema.extend(PASS_THROUGH).strict();
  app.get('/api/catalog/facets', async (req) => ({
    facets: await catalog.productFacets(context(app, req), validate(facetsQuery, req.query, requestLocale(req))),
  }));

  app.get('/api/catalog/search', async (req) => catalog.search(context(app, req), validate(searchQuery, req.query, requestLocale(req))));

  app.get('/api/catalog/suggest', async (req) => catalog.suggest(context(app, req), validate(suggestQuery, req.query, requestLocale(req)).q));

  app.get('/api/catalog/brands', async (req) => ({ brands: await catalog.brandList(context(app, req)) }));

  app.get('/api/product/:id', async (req) => {
    const { id } = validate(productIdParams, req.params, requestLocale(req));
    return catalog.productPage(context(app, req), id);
  });
}
