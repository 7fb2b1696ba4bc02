import { z } from 'zod';
import { idParam as id, isoDateTime, rowId, url } from './fields';
import { PUBLIC_HANDLE_PATTERN } from './links';

/**
 * GET /api/users/{handle}?showcase_id=: a public profile. The handle is the user's unguessable ref code (the one their
 * referral links already carry), never the sequential id, so profiles cannot be listed. No private data ever.
 */
export const publicUserParamsSchema = z.object({ handle: z.string().regex(PUBLIC_HANDLE_PATTERN) });
export const publicUserQuerySchema = z.object({ showcase_id: id.optional() });

export const publicShowcaseSchema = z.object({
  id: rowId,
  name: z.string(),
  /** Logo URL on this server. */
  logo: url,
  url: url,
});
export type PublicShowcase = z.infer<typeof publicShowcaseSchema>;

export const publicUserSchema = z.object({
  name: z.string(),
  avatarUrl: url.nullable(),
  joinedAt: isoDateTime,
});

export const publicUserResponseSchema = z.object({
  user: publicUserSchema,
  /** Live showcases (store or landing mode) the user owns or administers. */
  showcases: z.array(publicShowcaseSchema),
  /** The showcase of /users/{handle}/{showcase_id} when the user runs it, else null. */
  showcase: publicShowcaseSchema.nullable(),
});
export type PublicUserResponse = z.infer<typeof publicUserResponseSchema>;
