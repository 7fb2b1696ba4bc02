import { z } from 'zod';

/** Body of POST /api/startup: the page's query plus Telegram init data (never in a URL). */
export const startupRequestSchema = z.object({
  query: z.record(z.string().max(64), z.string().max(2048)).default({}),
  tgData: z.string().max(8192).optional(),
  devMode: z.union([z.literal(0), z.literal(1)]).default(0),
  sf: z.string().max(64).optional(),
});
export type StartupRequest = z.infer<typeof startupRequestSchema>;

export const staticGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pages: z.array(z.object({ name: z.string(), alias: z.string() })),
});
export type StaticGroup = z.infer<typeof staticGroupSchema>;

export const wowShowcaseDataSchema = z.object({
  telegramBot: z.string(),
  showcaseStateId: z.number().int(),
  slogan: z.string(),
  imageBaseUrl: z.string(),
  siteId: z.string(),
  updatedAfter: z.number().int(),
  showcaseDescription: z.string(),
  showcaseName: z.string(),
});

/** Startup configuration of spec §3, plus the network brand name and the demo flag. */
export const startupConfigSchema = z.object({
  showcaseId: z.number().int(),
  showcaseAlias: z.string(),
  currentDomain: z.string(),
  showcaseName: z.string(),
  showcaseDescription: z.string(),
  slogan: z.string(),
  siteId: z.string(),
  imageBaseUrl: z.string(),
  favicon: z.string(),
  telegramBot: z.string(),
  refCode: z.string().nullable(),
  isLogged: z.boolean(),
  adminMode: z.boolean(),
  isBanned: z.boolean(),
  isBannedOnShowcase: z.boolean(),
  noRefCritical: z.boolean(),
  staticGroups: z.array(staticGroupSchema),
  bonusBalance: z.number(),
  bonusExpectedValue: z.number(),
  showcaseStateId: z.number().int(),
  actions_cnt: z.object({ cnt: z.number().int() }),
  wowShowcaseId: z.number().int(),
  wowShowcaseData: wowShowcaseDataSchema.nullable(),
  networkName: z.string(),
  updatedAfter: z.number().int(),
  demo: z.boolean(),
  redirectTarget: z.string().nullable(),
});
export type StartupConfig = z.infer<typeof startupConfigSchema>;

/** The showcase-level part the server inlines into index.html (no user data). */
export const inlineConfigSchema = startupConfigSchema.pick({
  showcaseId: true,
  showcaseAlias: true,
  showcaseName: true,
  showcaseDescription: true,
  slogan: true,
  siteId: true,
  imageBaseUrl: true,
  favicon: true,
  telegramBot: true,
  showcaseStateId: true,
  networkName: true,
  updatedAfter: true,
  demo: true,
});
export type InlineConfig = z.infer<typeof inlineConfigSchema>;
export const INLINE_CONFIG_GLOBAL = '__STOREFRONT__';
