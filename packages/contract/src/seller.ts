import { z } from 'zod';
import { idParam as id, isoDateTime, rowId } from './fields';
import { landingSummarySchema } from './landings';
import {
  ALIAS_PATTERN,
  CASHBACK_MAX_PERCENT,
  HOME_SECTIONS,
  LANDING_BLOCKS_MAX,
  LANDING_PRODUCTS_MAX,
  LANDING_SLUG_PATTERN,
  RESERVED_ALIASES,
  SHOWCASE_NAME_MAX,
  type AliasProblem,
} from './seller-rules';

/** Seller side (issue 5): showcases, settings sections, landings editor, categories. Spec §7. */

export const showcaseIdQuerySchema = z.object({ id });

export const aliasSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(ALIAS_PATTERN)
  .refine((a) => !RESERVED_ALIASES.includes(a), { message: 'reserved' });

const text = (max: number) => z.string().trim().max(max);
const botUsername = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/),
]);

export const showcaseInfoSchema = z.object({
  name: z.string().trim().min(1).max(SHOWCASE_NAME_MAX),
  description: text(1000).default(''),
  slogan: text(200).default(''),
  botUsername: botUsername.default(''),
  shareText: text(500).default(''),
});

/** A custom domain as typed (any case, IDN allowed); the server normalises it (lower case, IDNA) and refuses forbidden ones. */
const domainInput = z.string().trim().max(253);
export const showcaseDomainSchema = z.object({ alias: aliasSchema, domain: z.union([z.literal(''), domainInput]).default('') });

export const showcaseCatalogSchema = z.object({
  cashbackPercent: z.number().min(0).max(CASHBACK_MAX_PERCENT).multipleOf(0.01),
  requireReferral: z.boolean().default(false),
});

const optionalText = (max: number) => text(max).default('');
/** Empty, or trimmed text of the pattern's form. */
const optionalMatching = (pattern: RegExp) => z.union([z.literal(''), z.string().trim().regex(pattern)]).default('');
const PHONE_FORM = /^\+?[0-9 ()-]{5,20}$/;
export const showcaseContactsSchema = z.object({
  phone: optionalMatching(PHONE_FORM),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
  address: optionalText(300),
  telegram: optionalMatching(/^@?[A-Za-z0-9_]{4,32}$/),
  whatsapp: optionalMatching(PHONE_FORM),
  vk: optionalText(200),
  workHours: optionalText(200),
});

export const showcaseHeaderSchema = z.object({
  /** Menu captions by nav type (spec §2 burger_menu): 1 catalogue, 2 landings, 3 brands. */
  burgerMenu: z.object({ '1': text(30).default(''), '2': text(30).default(''), '3': text(30).default('') }),
  announcement: optionalText(200),
});

export const homeSectionSchema = z.enum(HOME_SECTIONS);
export const showcaseHomeSchema = z.object({ title: optionalText(100), text: optionalText(1000), visible: z.boolean().default(true) });

export const createShowcaseSchema = showcaseInfoSchema.extend({ alias: aliasSchema, templateId: id.optional() });

/** POST /api/tg {method:'updateShowcaseSettings'}: the state (0 draft · 1 landing mode · 2 store · 3 blocked). */
export const updateShowcaseSettingsSchema = z.object({
  method: z.literal('updateShowcaseSettings'),
  ShowcaseID: id,
  stateId: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
});
const refCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,32}$/);
export const addShowcaseAdminSchema = z.object({ method: z.literal('addShowcaseAdmin'), ShowcaseID: id, refCode });
export const removeShowcaseAdminSchema = z.object({ method: z.literal('removeShowcaseAdmin'), ShowcaseID: id, userId: id });
export const banShowcaseUserSchema = z.object({ method: z.literal('banShowcaseUser'), ShowcaseID: id, refCode, reason: optionalText(300) });
export const unbanShowcaseUserSchema = z.object({ method: z.literal('unbanShowcaseUser'), ShowcaseID: id, userId: id });

/** POST /api/ajax/ actions. */
export const checkAliasSchema = z.object({ action: z.literal('checkAlias'), alias: z.string().max(100), ShowcaseID: id.optional() });
export const removeShowcaseSchema = z.object({ action: z.literal('removeShowcase'), ShowcaseID: id });
export const cloneTemplateSchema = z.object({ action: z.literal('cloneTemplate'), ShowcaseID: id, templateId: id });

// ---- landings ----
const isoDate = z.iso.datetime({ offset: true }).nullable().default(null);
export const landingBlockInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), title: text(200).optional(), text: z.string().max(20_000) }),
  z.object({ type: z.literal('picture'), mediaId: id, caption: text(200).optional() }),
  z.object({ type: z.literal('products'), title: text(200).optional(), productIds: z.array(id).min(1).max(LANDING_PRODUCTS_MAX) }),
]);
export type LandingBlockInput = z.infer<typeof landingBlockInputSchema>;

export const saveActionSchema = z
  .object({
    method: z.literal('saveAction'),
    ShowcaseID: id,
    id: id.optional(),
    title: z.string().trim().min(1).max(200),
    slug: z.string().trim().toLowerCase().regex(LANDING_SLUG_PATTERN),
    description: optionalText(1000),
    startsAt: isoDate,
    endsAt: isoDate,
    published: z.boolean().default(false),
    blocks: z.array(landingBlockInputSchema).max(LANDING_BLOCKS_MAX).default([]),
  })
  .refine((a) => !a.startsAt || !a.endsAt || Date.parse(a.endsAt) > Date.parse(a.startsAt), { path: ['endsAt'], message: 'endsAt ≤ startsAt' });
export const adminActionsQuerySchema = z.object({ method: z.literal('getAdminShowcaseActions'), ShowcaseID: id });
export const adminActionQuerySchema = z.object({ method: z.literal('getAdminAction'), ShowcaseID: id, id });
export const publishActionSchema = z.object({ method: z.literal('publishAction'), ShowcaseID: id, id, published: z.boolean() });
export const reorderActionsSchema = z.object({ method: z.literal('reorderActions'), ShowcaseID: id, ids: z.array(id).min(1).max(500) });
export const deleteActionSchema = z.object({ method: z.literal('deleteAction'), ShowcaseID: id, id });

// ---- categories ----
export const setCatalogStateSchema = z.object({
  method: z.literal('setCatalogState'),
  ShowcaseID: id,
  categories: z
    .array(z.object({ id, visible: z.boolean() }))
    .min(1)
    .max(1000),
});
export const updateMenuSchema = z.object({
  method: z.literal('updateMenu'),
  ShowcaseID: id,
  categories: z
    .array(z.object({ id, position: z.number().int().min(0).max(100_000), customName: text(100).nullable() }))
    .min(1)
    .max(1000),
});

// ---- responses (types only on the web) ----
export interface SellerShowcaseSummary {
  id: number;
  alias: string;
  name: string;
  stateId: number;
  role: 'owner' | 'admin' | 'operator';
  logoUrl: string | null;
  updatedAfter: number;
  ordersCount: number;
  visibleProducts: number;
  landingsCount: number;
}
export interface SellerShowcaseList {
  showcases: SellerShowcaseSummary[];
}
export interface SellerTemplates {
  templates: Array<{ id: number; name: string; alias: string }>;
}
export interface SellerPerson {
  userId: number;
  name: string;
  refCode: string;
}
/**
 * Proof of a custom domain's ownership: a TXT record `record` holding `value` (checked by the server on demand) or an
 * operator's approval. Until verified the domain neither opens the showcase nor counts for `rd=1`.
 */
export const domainVerificationSchema = z.object({
  /** none: no custom domain · pending: set, not proven · verified: opens the showcase. */
  status: z.enum(['none', 'pending', 'verified']),
  /** The DNS name of the TXT record to create, e.g. `_storefront-verify.shop.example.ru`; '' without a domain. */
  record: z.string(),
  /** The TXT record's exact value; '' without a domain. */
  value: z.string(),
  verifiedAt: isoDateTime.nullable(),
  /** dns: the TXT record was found · operator: approved by a network operator. */
  method: z.enum(['dns', 'operator']).nullable(),
});
export type DomainVerification = z.infer<typeof domainVerificationSchema>;
export const showcaseDomainAnswerSchema = z.object({ alias: z.string(), domain: z.string(), domainVerification: domainVerificationSchema });
export type ShowcaseDomainAnswer = z.infer<typeof showcaseDomainAnswerSchema>;
export interface SellerShowcaseSettings {
  id: number;
  alias: string;
  domain: string;
  domainVerification: DomainVerification;
  stateId: number;
  role: SellerShowcaseSummary['role'];
  isOperator: boolean;
  updatedAfter: number;
  logoUrl: string | null;
  info: z.infer<typeof showcaseInfoSchema>;
  catalog: z.infer<typeof showcaseCatalogSchema>;
  contacts: z.infer<typeof showcaseContactsSchema>;
  header: z.infer<typeof showcaseHeaderSchema>;
  home: Record<(typeof HOME_SECTIONS)[number], z.infer<typeof showcaseHomeSchema>>;
  admins: Array<SellerPerson & { role: 'owner' | 'admin' }>;
  bans: Array<SellerPerson & { reason: string }>;
  /** Kopecks. */
  localFund: { balance: number };
  /** The showcase's network account (owner commission, kopecks): what bonus payments spend. */
  networkAccount: { balance: number };
}
export const aliasCheckSchema = z.object({
  alias: z.string(),
  available: z.boolean(),
  problem: z.enum(['format', 'reserved', 'taken'] satisfies AliasProblem[]).nullable(),
});
export type AliasCheck = z.infer<typeof aliasCheckSchema>;
/** A landing as its seller lists it: the public summary's fields (without the cover) and the editing state. */
export const sellerLandingSchema = landingSummarySchema.omit({ cover: true }).extend({
  published: z.boolean(),
  position: z.number().int(),
  /** Published and within its dates: what /actions shows now. */
  live: z.boolean(),
  updatedAt: isoDateTime,
});
export type SellerLanding = z.infer<typeof sellerLandingSchema>;
export const sellerLandingsResponseSchema = z.object({ actions: z.array(sellerLandingSchema) });
export const sellerLandingDetailSchema = sellerLandingSchema.extend({
  blocks: z.array(landingBlockInputSchema),
  pictures: z.record(z.string(), z.string()),
  products: z.record(z.string(), z.object({ id: rowId, name: z.string(), price: z.number() })),
});
export type SellerLandingDetail = z.infer<typeof sellerLandingDetailSchema>;
export const saveActionResponseSchema = z.object({ id: rowId });
export interface SellerCategory {
  id: number;
  parentId: number | null;
  name: string;
  customName: string | null;
  visible: boolean;
  position: number;
  productCount: number;
}
export interface SellerCatalogEditor {
  categories: SellerCategory[];
}
export interface UploadedPicture {
  mediaId: number;
  url: string;
}
