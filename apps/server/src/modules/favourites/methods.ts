import { toggleFavouriteBodySchema } from '@storefront/contract/favourites';
import { ensureOwner } from '../../lib/owner';
import { publicWrite, type MethodTable } from '../../lib/dispatch-types';
import { toggleFavourite } from './service';

export const favouriteMethods: MethodTable = {
  ToggleFavourite: publicWrite(toggleFavouriteBodySchema, async (input, { app, req, reply }) =>
    toggleFavourite(app.db, await ensureOwner(app, req, reply), input.ProductId),
  ),
};
