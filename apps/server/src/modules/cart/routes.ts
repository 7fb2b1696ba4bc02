import type { FastifyInstance } from 'fastify';
import { ownerOf, storeShowcase } from '../../lib/owner';
import { getCart } from './service';

export function cartRoutes(app: FastifyInstance): void {
  app.get('/api/cart', async (req) => getCart(app.db, storeShowcase(req).id, ownerOf(req)));
}
