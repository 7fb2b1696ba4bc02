import { accountActions } from '../account/methods';
import { agentActions, agentMethods } from '../agents/methods';
import { companyActions } from '../companies/methods';
import { bonusActions, bonusMethods } from '../bonuses/methods';
import { cartMethods } from '../cart/methods';
import { catalogMethods } from '../catalog/methods';
import { counterMethods } from '../counters/methods';
import { favouriteMethods } from '../favourites/methods';
import { landingMethods } from '../landings/methods';
import { orderActions } from '../orders/methods';
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
import type { MethodTable } from './types';

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
