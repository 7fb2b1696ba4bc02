import type { OrderStatus } from './orders';

/**
 * Sale-order rules shared by the server and the web screen (issue 5). No zod here: the web chunk imports
 * these constants without pulling the schema library in (the type import above is erased).
 */

/** Orders per page of the list. */
export const SALE_ORDERS_PAGE_SIZE = 20;
/** Dates of the filters and the export are calendar days of the store's time zone. */
export const SALE_ORDERS_TIME_ZONE = 'Europe/Moscow';
/** The longest period one CSV export may cover, in days. */
export const SALE_ORDERS_EXPORT_MAX_DAYS = 366;
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/;

/** What a seller may do with an order; each is one move of the order lifecycle. */
export const SELLER_ACTIONS = ['confirm', 'assemble', 'ship', 'deliver', 'cancel'] as const;
export type SellerAction = (typeof SELLER_ACTIONS)[number];

/**
 * The move behind each seller action: from which statuses, to which one. `confirm` is for pay-on-delivery
 * orders (payment system 2) only; card orders are assembled once paid.
 */
export const SELLER_MOVES: Readonly<Record<SellerAction, { from: readonly OrderStatus[]; to: OrderStatus; paymentSystemId?: number }>> = {
  confirm: { from: ['new'], to: 'assembling', paymentSystemId: 2 },
  assemble: { from: ['paid'], to: 'assembling' },
  ship: { from: ['assembling'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['new', 'awaiting_payment', 'paid', 'assembling'], to: 'cancelled' },
};

/** The seller actions legal for an order now. */
export function sellerActionsFor(order: { status: OrderStatus; paymentSystemId: number }): SellerAction[] {
  return SELLER_ACTIONS.filter((action) => {
    const move = SELLER_MOVES[action];
    return move.from.includes(order.status) && (move.paymentSystemId === undefined || move.paymentSystemId === order.paymentSystemId);
  });
}
