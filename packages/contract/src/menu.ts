import { z } from 'zod';

export const clientInfoSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Avatar: z.string().nullable(),
  RefCode: z.string(),
  Role: z.enum(['shopper', 'operator']),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

export const showcaseBalanceSchema = z.object({
  Balance: z.number().nullable(),
  LocalBalance: z.number().nullable(),
  /** The owner's share still pending (orders not completed yet): «Ожидается». */
  PendingBalance: z.number().nullable(),
});

/** GET /api/menu/: configuration feeding the Wishlist, Auth, Test, Mlm, ShowCases, Mode and Counters groups. */
export const menuConfigSchema = z.object({
  clientInfo: clientInfoSchema.nullable(),
  showcaseBalance: showcaseBalanceSchema.nullable(),
  updated_after: z.number().int(),
  burger_menu: z.record(z.string(), z.string()),
  likechain_showcase: z.object({ telegram_bot_name: z.string() }),
  isShowcaseAdmin: z.boolean(),
  favouritesCnt: z.number().int(),
  wishlistsCnt: z.number().int(),
  cartCnt: z.number().int(),
  wowTreeMode: z.boolean(),
  showHeader: z.boolean(),
  shareText: z.string(),
  devMode: z.boolean(),
  actionsCnt: z.number().int(),
  showcaseStateId: z.number().int(),
});
export type MenuConfig = z.infer<typeof menuConfigSchema>;

export const authStateSchema = z.object({
  isLogged: z.boolean(),
  clientInfo: clientInfoSchema.nullable(),
});
export type AuthState = z.infer<typeof authStateSchema>;
