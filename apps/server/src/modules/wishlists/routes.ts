import type { FastifyInstance } from 'fastify';
import { wishlistTokenSchema } from '@storefront/contract/wishlists';
import { z } from 'zod';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { ownerOf } from '../../lib/owner';
import { validate } from '../../lib/validate';
import { getSharedWishlist, getWishlist, listWishlists } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tokenParams = z.object({ token: wishlistTokenSchema });

export function wishlistRoutes(app: FastifyInstance): void {
  app.get('/api/wishlists', async (req) => ({ wishlists: await listWishlists(app.db, requireUser(req).id) }));

  app.get('/api/wishlists/shared/:token', async (req) => {
    const { token } = validate(tokenParams, req.params, requestLocale(req));
    return getSharedWishlist(app.db, ownerOf(req), token);
  });

  app.get('/api/wishlists/:id', async (req) => {
    const user = requireUser(req);
    const { id } = validate(idParams, req.params, requestLocale(req));
    return getWishlist(app.db, { userId: user.id, sessionHash: null }, id);
  });
}
