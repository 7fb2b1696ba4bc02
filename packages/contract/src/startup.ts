import { z } from 'zod';
import { bonuses, count, refCode, rowId, showcaseState, url } from './fields';

/** Body of POST /api/startup: the page's query plus Telegram or MAX init data (never in a URL). */
export const startupRequestSchema = z.object({
  query: z.record(z.string().max(64), z.string().max(2048)).default({}),
  tgData: z.string().max(8192).optional(),
  /** MAX init data (`window.WebApp.initData` of MAX Bridge); ignored when tgData is there. */
  maxData: z.string().max(8192).optional(),
  devMode: z.union([z.literal(0), z.literal(1)]).default(0),
  sf: z.string().max(64).optional(),
});
export type StartupRequest = z.infer<typeof startupRequestSchema>;

export const staticGroupSchema = z.object({
  id: rowId,
  name: z.string(),
  pages: z.array(z.object({ name: z.string(), alias: z.string() })),
});
export type StaticGroup = z.infer<typeof staticGroupSchema>;

export const wowShowcaseDataSchema = z.object({
  telegramBot: z.string(),
  showcaseStateId: showcaseState,
  slogan: z.string(),
  imageBaseUrl: url,
  siteId: z.string(),
  updatedAfter: z.number().int(),
  showcaseDescription: z.string(),
  showcaseName: z.string(),
});

/**
 * Landing mode (state 1): where product buttons lead instead — the same product on the network's store showcase,
 * `{origin}{product path}?{query}`, the query carrying the visitor's referral (`s={id}_r={code}`, `cmp`).
 */
export const storeLinkSchema = z.object({ origin: z.string(), name: z.string(), query: z.string() });
export type StoreLink = z.infer<typeof storeLinkSchema>;

/** A home page block the seller set (banner, promo): shown only when it has a title or text and is visible. */
export const homeBlockSchema = z.object({ title: z.string(), text: z.string() });
export type HomeBlock = z.infer<typeof homeBlockSchema>;

/** What the seller set for buyers to see: contacts, the header announcement and the home page blocks. */
export const storefrontSettingsSchema = z.object({
  contacts: z.object({
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    telegram: z.string(),
    whatsapp: z.string(),
    vk: z.string(),
    workHours: z.string(),
  }),
  announcement: z.string(),
  banner: homeBlockSchema.nullable(),
  promo: homeBlockSchema.nullable(),
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;

/** Startup configuration of spec §3, plus the network brand name and the demo flag. */
export const startupConfigSchema = z.object({
  showcaseId: rowId,
  showcaseAlias: z.string(),
  currentDomain: z.string(),
  showcaseName: z.string(),
  showcaseDescription: z.string(),
  slogan: z.string(),
  siteId: z.string(),
  imageBaseUrl: url,
  favicon: z.string(),
  telegramBot: z.string(),
  refCode: refCode.nullable(),
  isLogged: z.boolean(),
  adminMode: z.boolean(),
  isBanned: z.boolean(),
  isBannedOnShowcase: z.boolean(),
  /** A draft showcase (state 0) opened by someone other than its owner, admins or operators: «витрина ещё не открыта». */
  showcaseNotOpen: z.boolean(),
  noRefCritical: z.boolean(),
  staticGroups: z.array(staticGroupSchema),
  bonusBalance: bonuses,
  bonusExpectedValue: bonuses,
  showcaseStateId: showcaseState,
  actions_cnt: z.object({ cnt: z.number().int() }),
  wowShowcaseId: rowId,
  wowShowcaseData: wowShowcaseDataSchema.nullable(),
  networkName: z.string(),
  updatedAfter: z.number().int(),
  demo: z.boolean(),
  /** Login by phone with an SMS code is available (an SMS gateway is set up, or the DEMO sandbox). */
  phoneLogin: z.boolean().optional(),
  redirectTarget: z.string().nullable(),
  storeLink: storeLinkSchema.nullable(),
  storefront: storefrontSettingsSchema,
});
export type StartupConfig = z.infer<typeof startupConfigSchema>;

/** The showcase-level part the server inlines into index.html (no user data). */
export const inlineConfigSchema = startupConfigSchema
  .pick({
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
    phoneLogin: true,
  })
  .extend({
    /** Public landings of the showcase, so the home page reserves the «Лендинги» block's space before its data arrives. */
    actionsCount: count.optional(),
  });
export type InlineConfig = z.infer<typeof inlineConfigSchema>;
export const INLINE_CONFIG_GLOBAL = '__STOREFRONT__';
