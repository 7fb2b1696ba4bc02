import { z } from 'zod';

/** One showcase of the wow-tree switcher: GET /api/tg?json=1&method=getWowTreeShowcases (spec §3, §7). */
export const wowTreeShowcaseSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  /** Base64 image (a data URL or bare base64 PNG), may be empty. */
  Logo: z.string(),
  TelegramBot: z.string(),
  Url: z.string(),
});
export type WowTreeShowcase = z.infer<typeof wowTreeShowcaseSchema>;

export const wowTreeShowcasesResponseSchema = z.array(wowTreeShowcaseSchema);
