import { z } from 'zod';
import { isoDateTime, rowId, url } from './fields';
import { productCardSchema } from './catalog';

export const landingSummarySchema = z.object({
  id: rowId,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cover: url.nullable(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
});
export type LandingSummary = z.infer<typeof landingSummarySchema>;

/** GET /api/tg/?method=getShowcaseActions&id={showcaseId}: the showcase's public landings. */
export const getShowcaseActionsQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const showcaseActionsResponseSchema = z.object({ actions: z.array(landingSummarySchema) });

export const landingBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), title: z.string().optional(), text: z.string() }),
  z.object({ type: z.literal('picture'), url: url, caption: z.string().optional() }),
  z.object({ type: z.literal('products'), title: z.string().optional(), products: z.array(productCardSchema) }),
]);
export type LandingBlockView = z.infer<typeof landingBlockSchema>;

/** GET /api/actions/{actionId} */
export const landingDetailSchema = landingSummarySchema.extend({ blocks: z.array(landingBlockSchema) });
export type LandingDetail = z.infer<typeof landingDetailSchema>;
