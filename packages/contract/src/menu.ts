import { z } from 'zod';
import { bonuses, count, refCode, rowId, showcaseState, url } from './fields';

export const clientInfoSchema = z.object({
  Id: rowId,
  Name: z.string(),
  Avatar: url.nullable(),
  RefCode: refCode,
  Role: z.enum(['shopper', 'operator']),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

export const showcaseBalanceSchema = z.object({
  Balance: bonuses.nullable(),
  LocalBalance: bonuses.nullable(),
  /** The owner's share still pending (orders not completed yet): «Ожидается». */
  PendingBalance: bonuses.nullable(),
});

/** GET /api/menu/: configuration feeding the Wishlist, Auth, Test, Mlm, ShowCases, Mode and Counters groups. */
export const menuConfigSchema = z.object({
  clientInfo: clientInfoSchema.nullable(),
  showcaseBalance: showcaseBalanceSchema.nullable(),
  updated_after: z.number().int(),
  burger_menu: z.record(z.string(), z.string()),
  likechain_showcase: z.object({ telegram_bot_name: z.string() }),
  isShowcaseAdmin: z.boolean(),
  favouritesCnt: count,
  wishlistsCnt: count,
  cartCnt: count,
  wowTreeMode: z.boolean(),
  showHeader: z.boolean(),
  shareText: z.string(),
  devMode: z.boolean(),
  actionsCnt: count,
  showcaseStateId: showcaseState,
});
export type MenuConfig = z.infer<typeof menuConfigSchema>;

export const authStateSchema = z.object({
  isLogged: z.boolean(),
  clientInfo: clientInfoSchema.nullable(),
});
export type AuthState = z.infer<typeof authStateSchema>;
