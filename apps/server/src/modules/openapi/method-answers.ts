import { lastLinkResponseSchema, profileResponseSchema } from '@storefront/contract/account';
import { agentRequestsResponseSchema, createAgentRequestResponseSchema, decideAgentRequestResponseSchema } from '@storefront/contract/agents';
import {
  bonusTransactionsResponseSchema,
  createBonusPaymentResponseSchema,
  createTransferResponseSchema,
  createWithdrawResponseSchema,
  fictitiousSaleResponseSchema,
  transferRecipientSchema,
  withdrawalSchema,
  withdrawalRequestsResponseSchema,
  withdrawBonusesDataSchema,
} from '@storefront/contract/bonuses';
import { cartResponseSchema } from '@storefront/contract/cart';
import { sellerClaimResponseSchema, sellerClaimsResponseSchema } from '@storefront/contract/claims';
import { showcaseMenuResponseSchema } from '@storefront/contract/catalog';
import { toggleFavouriteResponseSchema } from '@storefront/contract/favourites';
import { showcaseActionsResponseSchema } from '@storefront/contract/landings';
import { createFundTopupResponseSchema, operatorAdjustResponseSchema, showcaseMoneySchema } from '@storefront/contract/money';
import { updateNotificationResponseSchema } from '@storefront/contract/notifications';
import {
  networkSettingsResponseSchema,
  operatorClaimsResponseSchema,
  operatorShowcasesResponseSchema,
  operatorUsersResponseSchema,
  unblockShowcaseResponseSchema,
} from '@storefront/contract/operator';
import { orderActionResponseSchema } from '@storefront/contract/orders';
import {
  aliasCheckSchema,
  saveActionResponseSchema,
  sellerLandingDetailSchema,
  sellerLandingsResponseSchema,
  showcaseDomainAnswerSchema,
} from '@storefront/contract/seller';
import { countersSchema, getDbTimeResponseSchema, okResponseSchema, showcaseCountersSchema } from '@storefront/contract/tg';
import { moveWishlistToCartResponseSchema } from '@storefront/contract/wishlists';
import {
  agentsShowcasesResponseSchema,
  clientWowInfoSchema,
  friendShowcasesResponseSchema,
  wowTreeResponseSchema,
  wowTreeShowcasesResponseSchema,
} from '@storefront/contract/wow-tree';
import { z } from 'zod';

const ok = okResponseSchema;
const payoutDestination = withdrawBonusesDataSchema.shape.destinations.element;

/**
 * What each /api/tg method and /api/ajax/ action answers (200), by name: the OpenAPI document shows it, and a test
 * checks that every method of the dispatch tables has one and that the reads' real answers on the demo network parse.
 */
export const METHOD_ANSWERS: Record<string, z.ZodType> = {
  // system, counters
  getDBTime: getDbTimeResponseSchema,
  changeMode: ok,
  getCounters: countersSchema,
  getOneShowcaseCounters: showcaseCountersSchema,
  markDocumentSeen: ok,
  clearCounters: ok,
  // catalogue, cart, favourites, wishlists, landings
  getShowcaseMenu: showcaseMenuResponseSchema,
  UpdateProductQuantityInCart: cartResponseSchema,
  DeleteProductFromCart: cartResponseSchema,
  ClearCart: cartResponseSchema,
  ToggleFavourite: toggleFavouriteResponseSchema,
  CreateWishlist: z.object({ id: z.number().int() }),
  RenameWishlist: ok,
  DeleteWishlist: ok,
  AddToWishlist: ok,
  RemoveFromWishlist: ok,
  MoveWishlistToCart: moveWishlistToCartResponseSchema,
  getShowcaseActions: showcaseActionsResponseSchema,
  // seller
  updateShowcaseSettings: ok,
  addShowcaseAdmin: ok,
  removeShowcaseAdmin: ok,
  banShowcaseUser: ok,
  unbanShowcaseUser: ok,
  getAdminShowcaseActions: sellerLandingsResponseSchema,
  getAdminAction: sellerLandingDetailSchema,
  saveAction: saveActionResponseSchema,
  publishAction: ok,
  reorderActions: ok,
  deleteAction: ok,
  setCatalogState: ok,
  updateMenu: ok,
  checkAlias: aliasCheckSchema,
  cloneTemplate: ok,
  removeShowcase: ok,
  getShowcaseClaims: sellerClaimsResponseSchema,
  getShowcaseClaim: sellerClaimResponseSchema,
  answerShowcaseClaim: sellerClaimResponseSchema,
  decideShowcaseClaim: sellerClaimResponseSchema,
  // bonuses and money
  getClientBonusTransactions: bonusTransactionsResponseSchema,
  getWithdrawBonusesData: withdrawBonusesDataSchema,
  withdrawBonuses: createWithdrawResponseSchema,
  createWithdraw: createWithdrawResponseSchema,
  findTransferRecipient: transferRecipientSchema,
  createTransfer: createTransferResponseSchema,
  getWithdrawalRequests: withdrawalRequestsResponseSchema,
  payWithdrawal: z.object({ withdrawal: withdrawalSchema }),
  rejectWithdrawal: z.object({ withdrawal: withdrawalSchema }),
  createBonusPayment: createBonusPaymentResponseSchema,
  createFictitiousSaleOrder: fictitiousSaleResponseSchema,
  getShowcaseMoney: showcaseMoneySchema,
  createShowcaseWithdraw: createWithdrawResponseSchema,
  createFundTopup: createFundTopupResponseSchema,
  savePayoutDestination: z.object({ destination: payoutDestination }),
  deletePayoutDestination: ok,
  operatorAdjustAccount: operatorAdjustResponseSchema,
  // referral network
  getLastLink: lastLinkResponseSchema,
  saveLastLink: ok,
  getWowTree: wowTreeResponseSchema,
  getWowTreeShowcases: wowTreeShowcasesResponseSchema,
  getFriendShowcases: friendShowcasesResponseSchema,
  getAgentShowcases: wowTreeShowcasesResponseSchema,
  getAgentsShowcases: agentsShowcasesResponseSchema,
  getClientWowInfo: clientWowInfoSchema,
  // agents, account
  createAgentRequest: createAgentRequestResponseSchema,
  getAgentRequests: agentRequestsResponseSchema,
  decideAgentRequest: decideAgentRequestResponseSchema,
  updateClient: profileResponseSchema,
  removeCompany: ok,
  updateNotification: updateNotificationResponseSchema,
  // orders
  orderAction: orderActionResponseSchema,
  // operator
  operatorShowcases: operatorShowcasesResponseSchema,
  operatorBlockShowcase: ok,
  operatorUnblockShowcase: unblockShowcaseResponseSchema,
  operatorVerifyDomain: showcaseDomainAnswerSchema,
  operatorUsers: operatorUsersResponseSchema,
  operatorBanUser: ok,
  operatorUnbanUser: ok,
  operatorClaims: operatorClaimsResponseSchema,
  operatorDecideClaim: ok,
  getNetworkSettings: networkSettingsResponseSchema,
  updateNetworkSettings: networkSettingsResponseSchema,
};
