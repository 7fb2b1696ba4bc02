import { z } from 'zod';
import { count, rowId } from './fields';

/**
 * Foundation methods of the /api/tg dispatcher (spec §7 "Mode and counters").
 * Feature modules add their own method schemas in their own contract files.
 */
export const showcaseIdParam = z.coerce.number().int().positive();

export const getDbTimeResponseSchema = z.object({ ServerTime: z.string() });
export type DbTimeResponse = z.infer<typeof getDbTimeResponseSchema>;

export const countersSchema = z.object({
  NewReferals: count.nonnegative(),
  UnseenTransactions: count.nonnegative(),
  UnseenNotifications: count.nonnegative(),
});
export type Counters = z.infer<typeof countersSchema>;

export const showcaseCountersSchema = countersSchema.pick({ NewReferals: true, UnseenTransactions: true });
export type ShowcaseCounters = z.infer<typeof showcaseCountersSchema>;

export const getOneShowcaseCountersQuerySchema = z.object({ ShowcaseID: showcaseIdParam });

export const changeModeBodySchema = z
  .object({
    method: z.literal('changeMode'),
    devMode: z.union([z.literal(0), z.literal(1)]).optional(),
    wowTreeMode: z.boolean().optional(),
  })
  .refine((b) => b.devMode !== undefined || b.wowTreeMode !== undefined, { message: 'devMode or wowTreeMode is required' });

export const markDocumentSeenBodySchema = z.object({
  method: z.literal('markDocumentSeen'),
  DocumentType: z.enum(['referal', 'transaction', 'notification']),
  DocumentId: rowId.positive(),
});

export const clearCountersBodySchema = z.object({
  method: z.literal('clearCounters'),
  Counter: z.enum(['NewReferals', 'UnseenTransactions', 'all']),
  ShowcaseID: showcaseIdParam.optional(),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });
