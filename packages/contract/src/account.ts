import { z } from 'zod';
import { isoDateTime, refCode, rowId, url } from './fields';
import { LOCALES } from './constants';
import { RU_PHONE } from './orders';

/** GET /api/account/profile/: the session user's own profile (private: only ever sent to that user). */
export const profileSchema = z.object({
  id: rowId,
  name: z.string(),
  username: z.string().nullable(),
  /** From Telegram (users.avatar_url); null when the account has none. */
  avatarUrl: url.nullable(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
  locale: z.enum(LOCALES),
  refCode: refCode,
  createdAt: isoDateTime,
  /** The network's agent role, granted by the operator's approval of an agent request (issue 15). */
  isAgent: z.boolean().optional(),
  /** The user agreed to be named to the sellers upline of them (the what-if calculator); off by default. */
  shownToUpline: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const PROFILE_NAME = { min: 2, max: 100 } as const;
export const PROFILE_CITY_MAX = 100;
export const PROFILE_EMAIL_MAX = 200;

/**
 * POST /api/ajax/ {action: 'updateClient', …} ("update client", spec §7). Every field is optional, so a
 * language switch may send only `locale`; an empty phone, e-mail or city clears it. Answers with the profile.
 */
export const updateClientBodySchema = z
  .object({
    action: z.literal('updateClient'),
    name: z.string().trim().min(PROFILE_NAME.min).max(PROFILE_NAME.max).optional(),
    phone: z.union([z.literal(''), z.string().trim().regex(RU_PHONE)]).optional(),
    email: z.union([z.literal(''), z.email().max(PROFILE_EMAIL_MAX)]).optional(),
    city: z.union([z.literal(''), z.string().trim().min(2).max(PROFILE_CITY_MAX)]).optional(),
    locale: z.enum(LOCALES).optional(),
    shownToUpline: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 1, { message: 'nothing to update' });
export type UpdateClientBody = z.input<typeof updateClientBodySchema>;

/** GET /api/tg?method=getLastLink&bot={bot} (spec §7): the link the bot last sent the user, null when none. */
export const getLastLinkQuerySchema = z.object({
  method: z.literal('getLastLink'),
  bot: z
    .string()
    .trim()
    .regex(/^@?[A-Za-z0-9_]{1,64}$/),
});
export const lastLinkResponseSchema = z.object({ LastSentUrl: url.nullable() });
export type LastLinkResponse = z.infer<typeof lastLinkResponseSchema>;
