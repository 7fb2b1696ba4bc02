import { accountActions } from '../account/methods';
import { agentActions, agentMethods } from '../agents/methods';
import { companyActions } from '../companies/methods';
import { bonusActions, bonusMethods } from '../bonuses/methods';
import { cartMethods } from '../cart/methods';
import { catalogMethods } from '../catalog/methods';
import { counterMethods } from '../counters/methods';
import { favouriteMethods } from '../favourites/methods';
import { landingMethods } from '../landings/methods';
import { orderActionSchema } from '@storefront/contract/sale-orders';
import { runBuyerOrderAction } from '../orders/methods';
import { runSellerOrderAction } from '../sale-orders/methods';
import { sellerCategoryMethods } from '../seller-categories/methods';
import { sellerLandingMethods } from '../seller-landings/methods';
import { sellerShowcaseActions, sellerShowcaseMethods } from '../seller-showcases/methods';
import { lastLinkMethods } from '../last-link/methods';
import { notificationActions } from '../notifications/methods';
import { referralMethods } from '../referral/methods';
import { systemMethods } from '../system/methods';
import { wishlistMethods } from '../wishlists/methods';
import { wowTreeMethods } from '../wow-tree/methods';
import { operatorMethods } from '../operator/methods';
import { moneyMethods } from '../money/methods';
import { claimMethods } from '../claims/methods';
import { userWrite, type MethodTable } from '../../lib/dispatch-types';

/**
 * /api/ajax/ `orderAction` is one wire name for two modules' moves: the buyer's on their own orders (orders) and,
 * with `as: 'seller'`, a seller's on orders placed on their showcases (sale-orders).
 */
const orderActions: MethodTable = {
  orderAction: userWrite(orderActionSchema, (input, ctx) =>
    input.as === 'seller' ? runSellerOrderAction(input, ctx) : runBuyerOrderAction(input, ctx),
  ),
};

/**
 * The one table of the /api/tg dispatcher (DESIGN §4): each feature module exports a record of its
 * methods and adds one line here.
 */
export const tgMethods: MethodTable = {
  ...systemMethods,
  ...counterMethods,
  ...catalogMethods,
  ...cartMethods,
  ...favouriteMethods,
  ...wishlistMethods,
  ...landingMethods,
  ...sellerShowcaseMethods,
  ...sellerLandingMethods,
  ...sellerCategoryMethods,
  ...bonusMethods,
  ...lastLinkMethods,
  ...referralMethods,
  ...wowTreeMethods,
  ...agentMethods,
  ...operatorMethods,
  ...moneyMethods,
  ...claimMethods,
};

/** Actions of the /api/ajax/ dispatcher (the `action` field of the body). */
export const ajaxActions: MethodTable = {
  ...orderActions,
  ...bonusActions,

  ...accountActions,
  ...companyActions,
  ...agentActions,
  ...notificationActions,
  ...sellerShowcaseActions,
};
