import { cartMethods } from '../cart/methods';
import { catalogMethods } from '../catalog/methods';
import { counterMethods } from '../counters/methods';
import { favouriteMethods } from '../favourites/methods';
import { landingMethods } from '../landings/methods';
import { systemMethods } from '../system/methods';
import { wishlistMethods } from '../wishlists/methods';
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
};

/** Actions of the /api/ajax/ dispatcher (the `action` field of the body). */
export const ajaxActions: MethodTable = {};
