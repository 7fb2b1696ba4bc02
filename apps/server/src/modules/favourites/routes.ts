import type { FastifyInstance } from 'fastify';
import { ownerOf } from '../../lib/owner';
import { listFavourites } from './service';

export function favouritesRoutes(app: FastifyInstance): void {
  app.get('/api/favourites', async (req) => ({ items: await listFavourites(app.db, ownerOf(req)) }));
}
