import { z } from 'zod';
import { productCardSchema } from './catalog';

export const landingSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type LandingSummary = z.infer<typeof landingSummarySchema>;

/** GET /api/tg/?method=getShowcaseActions&id={showcaseId}: the showcase's public landings. */
export const getShowcaseActionsQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const showcaseActionsResponseSchema = z.object({ actions: z.array(landingSummarySchema) });

export const landingBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), title: z.string().optional(), text: z.string() }),
  z.object({ type: z.literal('picture'), url: z.string(), caption: z.string().optional() }),
  z.object({ type: z.literal('products'), title: z.string().optional(), products: z.array(productCardSchema) }),
]);
export type LandingBlockView = z.infer<typeof landingBlockSchema>;

/** GET /api/actions/{actionId} */
export const landingDetailSchema = landingSummarySchema.extend({ blocks: z.array(landingBlockSchema) });
export type LandingDetail = z.infer<typeof landingDetailSchema>;
