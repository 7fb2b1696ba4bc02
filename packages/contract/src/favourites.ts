import { z } from 'zod';
import { productCardSchema } from './catalog';

export const favouritesResponseSchema = z.object({ items: z.array(productCardSchema) });
export const toggleFavouriteBodySchema = z.object({
  method: z.literal('ToggleFavourite'),
  ProductId: z.number().int().positive().max(2_147_483_647),
});
export const toggleFavouriteResponseSchema = z.object({ isFavourite: z.boolean(), favouritesCnt: z.number().int() });
