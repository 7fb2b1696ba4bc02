import { z } from 'zod';
import { url } from './fields';

/** GET /api/account/identities: the messenger accounts the logged-in user holds. */
export const identitiesSchema = z.object({
  telegram: z.boolean(),
  max: z.boolean(),
});
export type Identities = z.infer<typeof identitiesSchema>;

/**
 * POST /api/account/identities/link: a one-time code (single use, `expiresInMinutes`) and the Mini App deep links of
 * this showcase that carry it; null where the showcase has no bot in that messenger.
 */
export const identityLinkSchema = z.object({
  code: z.string(),
  startParam: z.string(),
  expiresInMinutes: z.number().int(),
  telegramLink: url.nullable(),
  maxLink: url.nullable(),
});
export type IdentityLink = z.infer<typeof identityLinkSchema>;
