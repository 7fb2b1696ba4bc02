import { z } from 'zod';
import { count, idInput } from './fields';
import { productCardSchema } from './catalog';

export const favouritesResponseSchema = z.object({ items: z.array(productCardSchema) });
export const toggleFavouriteBodySchema = z.object({
  method: z.literal('ToggleFavourite'),
  ProductId: idInput,
});
export const toggleFavouriteResponseSchema = z.object({ isFavourite: z.boolean(), favouritesCnt: count });
