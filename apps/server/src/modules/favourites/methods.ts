import { toggleFavouriteBodySchema } from '@storefront/contract/favourites';
import { ensureOwner } from '../../lib/owner';
import { defineMethod, type MethodTable } from '../../lib/dispatch-types';
import { toggleFavourite } from './service';

export const favouriteMethods: MethodTable = {
  ToggleFavourite: defineMethod({
    schema: toggleFavouriteBodySchema,
    access: 'public',
    kind: 'write',
    handler: async (input, { app, req, reply }) => toggleFavourite(app.db, await ensureOwner(app, req, reply), input.ProductId),
  }),
};
