import { DEFAULT_CITY, PAYMENT_SYSTEM_IDS, SHOWCASE_STATE } from '@storefront/contract/constants';
import type { CheckoutInfo, Order, OrderActionResponse } from '@storefront/contract/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { fieldText } from '../../lib/messages';
import type { CurrentUser, Showcase } from '../../lib/request-context';
import { cartLines, updateQuantity } from '../cart/service';
import { paymentProvider } from '../payments/provider';
import { paymentLink } from '../payments/service';
import { bonusCaps } from './bonus-caps';
import { BUYER_CANCELLABLE, transition } from './lifecycle';
import { productStock } from './placement-repository';
import { buyerProfile } from './repository';
import { buyerOrder } from './views';

export const cardPaymentsOn = (app: FastifyInstance): boolean => paymentProvider(app) !== null;

/** GET /api/orders/checkout: totals of the cart, bonus caps, the buyer's contact, payment methods. */
export async function checkoutInfo(app: FastifyInstance, user: CurrentUser, showcase: Showcase): Promise<CheckoutInfo> {
  const acceptsOrders = showcase.stateId === SHOWCASE_STATE.store;
  const lines = acceptsOrders ? await cartLines(app.db, showcase.id, { userId: user.id, sessionHash: null }) : [];
  const goodsTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const [caps, profile] = await Promise.all([bonusCaps(app.db, user.id, showcase.id, goodsTotal), buyerProfile(app.db, user.id)]);
  return {
    goodsTotal,
    itemsCount: lines.reduce((n, l) => n + l.quantity, 0),
    bonus: { networkAvailable: caps.networkAvailable, localAvailable: caps.localAvailable, networkCap: caps.networkCap, localCap: caps.localCap },
    contact: { name: profile?.name ?? user.name, phone: profile?.phone ?? '', email: profile?.email ?? '' },
    city: profile?.city ?? DEFAULT_CITY,
    paymentSystems: PAYMENT_SYSTEM_IDS.map((id) => ({ id, available: id === 1 ? cardPaymentsOn(app) : true })),
    acceptsOrders,
    suggest: { url: app.config.SUGGEST_URL ?? '', token: app.config.SUGGEST_TOKEN },
  };
}

async function ownOrder(app: FastifyInstance, userId: number, orderId: number): Promise<Order> {
  const order = await buyerOrder(app.db, userId, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/** The buyer cancels while nothing has shipped: stock and spent bonuses return (lifecycle.transitionTx). */
export async function cancelOrder(app: FastifyInstance, user: CurrentUser, orderId: number): Promise<OrderActionResponse> {
  const order = await ownOrder(app, user.id, orderId);
  if (!BUYER_CANCELLABLE.includes(order.status)) throw new AppError('CONFLICT', {}, { status: fieldText('shippedNotCancellable') });
  await transition(app, orderId, 'cancelled', { userId: user.id, role: 'buyer' }, { note: 'Отменён покупателем' });
  return { order: await ownOrder(app, user.id, orderId) };
}

/** The buyer confirms a delivered order was received: it completes, and its bonuses start maturing (DESIGN §6). */
export async function confirmReceipt(app: FastifyInstance, user: CurrentUser, orderId: number): Promise<OrderActionResponse> {
  const order = await ownOrder(app, user.id, orderId);
  if (order.status !== 'delivered') throw new AppError('CONFLICT', {}, { status: fieldText('receiptBeforeDelivery') });
  await transition(app, orderId, 'completed', { userId: user.id, role: 'buyer' });
  return { order: await ownOrder(app, user.id, orderId) };
}

/** A fresh payment link for an unpaid card order (or null when it turned out paid meanwhile). */
export async function payOrder(app: FastifyInstance, req: FastifyRequest, user: CurrentUser, orderId: number): Promise<OrderActionResponse> {
  const order = await ownOrder(app, user.id, orderId);
  if (!order.canPay) throw new AppError('CONFLICT', {}, { status: fieldText('orderNotAwaitingPayment') });
  const confirmationUrl = await paymentLink(app, req, order);
  return { order: await ownOrder(app, user.id, orderId), confirmationUrl };
}

/**
 * Puts the order's lines back into the cart of this showcase, each up to what is in stock (counting what
 * the cart already holds); lines that are gone, hidden here or short are reported as skipped.
 */
export async function repeatOrder(app: FastifyInstance, user: CurrentUser, showcase: Showcase, orderId: number): Promise<OrderActionResponse> {
  const order = await ownOrder(app, user.id, orderId);
  const owner = { userId: user.id, sessionHash: null };
  const inCart = new Map((await cartLines(app.db, showcase.id, owner)).map((l) => [l.productId, l]));
  const added: NonNullable<OrderActionResponse['added']> = [];
  const skipped: NonNullable<OrderActionResponse['skipped']> = [];
  for (const line of order.lines) {
    const current = inCart.get(line.productId);
    const had = current?.quantity ?? 0;
    const stock = await currentStock(app, line.productId);
    const target = Math.min(had + line.quantity, stock);
    const put = Math.max(0, target - had);
    if (put > 0) {
      try {
        await updateQuantity(app.db, showcase.id, owner, line.productId, target);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        skipped.push({ productId: line.productId, name: line.name, quantity: 0, requested: line.quantity });
        continue;
      }
    }
    if (put === line.quantity) added.push({ productId: line.productId, name: line.name, quantity: put });
    else skipped.push({ productId: line.productId, name: line.name, quantity: put, requested: line.quantity });
  }
  return { order, added, skipped };
}

async function currentStock(app: FastifyInstance, productId: number): Promise<number> {
  const product = await productStock(app.db, productId);
  return product?.isActive ? product.stock : 0;
}
