import { SHOWCASE_STATE, type Locale } from '@storefront/contract/constants';
import { normalisePhone, type placeOrderBodySchema } from '@storefront/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Showcase } from '../../lib/request-context';
import { ensureAccount, post } from '../bonuses/ledger';
import { lockCart } from '../cart/service';
import { requireOrderConsents } from '../consent/service';
import { verifyChoice } from '../delivery/service';
import { openCardPayment, PAYMENT_SYSTEM_CARD } from '../payments/service';
import { bonusCaps } from './bonus-caps';
import { advanceNewTx, recordChange, type Actor } from './lifecycle';
import { bonuses, fieldText, roubles } from './messages';
import * as placement from './placement-repository';
import { orderIdByKey } from './repository';
import { notifyShowcaseStaff } from '../notifications/service';

export type PlaceOrderInput = z.output<typeof placeOrderBodySchema>;

export interface PlaceOrderCommand {
  userId: number;
  showcase: Showcase;
  idempotencyKey: string;
  body: PlaceOrderInput;
  locale: Locale;
  /** Payment system 1 can take payments (a provider is configured). */
  cardPaymentsOn: boolean;
  /** The client's address, recorded with the consents given at checkout (152-ФЗ). */
  ip: string;
  /** The share link's campaign (`cmp`) the buyer came with, if any. */
  cmp?: string | null;
}

export interface Placed {
  orderId: number;
  /** false: the key was used before and this is that order. */
  created: boolean;
}

/** A unique-index violation (SQLSTATE 23505), looking through driver and ORM wrappers. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Places an order in one transaction (DESIGN §6). It starts by locking the cart row, so concurrent checkouts of
 * one cart queue: the same (user, Idempotency-Key) always yields the same order, and a different key (another tab,
 * Telegram and a browser) finds the cart already taken and gets ORDER_ALREADY_PLACED naming the order it became.
 * Stock is taken with a guarded update per line (in product id order, so concurrent carts never deadlock),
 * bonus spending is capped and posted through the ledger, lines are snapshotted, the cart is emptied.
 */
export async function placeOrder(app: FastifyInstance, cmd: PlaceOrderCommand): Promise<Placed> {
  if (cmd.showcase.stateId === SHOWCASE_STATE.landing) throw new AppError('LANDING_MODE');
  // Not even its owner orders from a draft: it opens (state 2) only past the KYC gate.
  if (cmd.showcase.stateId === SHOWCASE_STATE.draft) throw new AppError('SHOWCASE_DRAFT');
  if (cmd.body.paymentSystemId === PAYMENT_SYSTEM_CARD && !cmd.cardPaymentsOn) {
    throw new AppError('VALIDATION_FAILED', {}, { paymentSystemId: fieldText(cmd.locale, 'paymentUnavailable') });
  }
  try {
    return await app.db.transaction(async (tx) => {
      // A request that waited on this lock then reads what the placement before it committed (READ COMMITTED
      // statements see the latest commits; PGlite runs one transaction at a time).
      const cartId = await lockCart(tx, cmd.showcase.id, { userId: cmd.userId, sessionHash: null });
      const existing = await orderIdByKey(tx, cmd.userId, cmd.idempotencyKey);
      if (existing !== undefined) return { orderId: existing, created: false };
      if (cartId === undefined) throw new AppError('CART_EMPTY');
      return { orderId: await placeInTx(app, tx, cmd, cartId), created: true };
    });
  } catch (err) {
    // A concurrent request with the same key won (unique index), or emptied the cart first: answer with its order.
    const winner = await orderIdByKey(app.db, cmd.userId, cmd.idempotencyKey);
    if (winner !== undefined) return { orderId: winner, created: false };
    if (isUniqueViolation(err)) throw new AppError('CONFLICT');
    throw err;
  }
}

async function placeInTx(app: FastifyInstance, tx: Tx, cmd: PlaceOrderCommand, cartId: number): Promise<number> {
  const { body, showcase, userId } = cmd;
  const cart = await placement.cartLines(tx, cartId);
  if (cart.length === 0) {
    const became = await placement.orderFromCart(tx, cartId);
    if (became) throw new AppError('ORDER_ALREADY_PLACED', { number: became.number }, { orderId: String(became.id), orderNumber: became.number });
    throw new AppError('CART_EMPTY');
  }

  // Before the stock is taken: its row locks are held to the commit, so the statements after them are kept few.
  await requireOrderConsents(tx, userId, showcase.id, body.consents, cmd.ip);

  const lines: placement.TakenLine[] = [];
  for (const line of cart) {
    const taken = await placement.takeStock(tx, line.productId, line.quantity);
    if (!taken) {
      const product = await placement.productStock(tx, line.productId);
      const left = product?.isActive ? product.stock : 0;
      const name = product?.name ?? String(line.productId);
      if (left === 0) throw new AppError('OUT_OF_STOCK', { name }, { [`cart.${line.productId}`]: '0' });
      throw new AppError('STOCK_LIMIT', { name, stock: left }, { [`cart.${line.productId}`]: String(left) });
    }
    lines.push(taken);
  }
  const goodsTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  await checkBonuses(tx, cmd, goodsTotal);
  // The delivery as the server quoted it (signed), never a price from the client; bonuses pay goods only.
  const choice = verifyChoice(
    app,
    showcase.id,
    body.delivery,
    lines.reduce((n, l) => n + l.quantity, 0),
  );
  const deliveryPrice = choice?.price ?? 0;
  const total = goodsTotal - body.bonusNetwork - body.bonusLocal + deliveryPrice;

  const email = body.contact.email ? body.contact.email : undefined;
  const order = await placement.insertOrder(tx, {
    userId,
    showcaseId: showcase.id,
    paymentSystemId: body.paymentSystemId,
    idempotencyKey: cmd.idempotencyKey,
    contact: { name: body.contact.name, phone: normalisePhone(body.contact.phone), ...(email ? { email } : {}) },
    delivery: {
      method: body.delivery.method,
      city: body.delivery.city,
      address: body.delivery.address,
      ...(body.delivery.fiasId ? { fiasId: body.delivery.fiasId } : {}),
    },
    comment: body.comment,
    goodsTotal,
    bonusNetworkSpent: body.bonusNetwork,
    bonusLocalSpent: body.bonusLocal,
    total,
    deliveryPrice,
    deliveryChoice: choice,
    cmp: cmd.cmp ?? null,
  });
  await placement.insertItems(tx, order.id, lines);
  await spendBonuses(tx, order.id, cmd);
  await placement.removeFromCart(
    tx,
    cartId,
    lines.map((l) => l.productId),
  );

  const buyer: Actor = { userId, role: 'buyer' };
  await recordChange(tx, app.orderHooks, {
    ...order,
    userId,
    paymentSystemId: body.paymentSystemId,
    from: null,
    to: 'new',
    actor: buyer,
    note: 'Заказ оформлен',
  });
  await notifyShowcaseStaff(tx, showcase.id, { kind: 'order_new', orderId: order.id, number: order.number, total });
  // The order is this transaction's own, in status new: moved on without reading it back (advanceNewTx).
  const created = { ...order, userId, paymentSystemId: body.paymentSystemId };
  if (body.paymentSystemId === PAYMENT_SYSTEM_CARD && total > 0) {
    await openCardPayment(tx, order.id, total);
    await advanceNewTx(tx, app.orderHooks, created, 'awaiting_payment', buyer, 'Ожидает оплаты картой');
  } else {
    const note = total === 0 ? 'Оплачен бонусами — передан на сборку' : 'Оплата при получении — передан на сборку';
    await advanceNewTx(tx, app.orderHooks, created, 'assembling', { userId: null, role: 'system' }, note);
  }
  return order.id;
}

/** Refuses spending above the caps (percent of goods, spendable balance) with 400 naming the field. */
async function checkBonuses(tx: Tx, cmd: PlaceOrderCommand, goodsTotal: number): Promise<void> {
  const { bonusNetwork, bonusLocal } = cmd.body;
  if (bonusNetwork === 0 && bonusLocal === 0) return;
  const caps = await bonusCaps(tx, cmd.userId, cmd.showcase.id, goodsTotal);
  const fields: Record<string, string> = {};
  const l = cmd.locale;
  if (bonusNetwork > caps.networkPercentCap) fields.bonusNetwork = fieldText(l, 'networkCap', { amount: roubles(caps.networkPercentCap, l) });
  else if (bonusNetwork > caps.networkAvailable) fields.bonusNetwork = fieldText(l, 'networkBalance', { amount: bonuses(caps.networkAvailable, l) });
  if (bonusLocal > caps.localPercentCap) fields.bonusLocal = fieldText(l, 'localCap', { amount: roubles(caps.localPercentCap, l) });
  else if (bonusLocal > caps.localAvailable) fields.bonusLocal = fieldText(l, 'localBalance', { amount: bonuses(caps.localAvailable, l) });
  else if (bonusNetwork + bonusLocal > goodsTotal) fields.bonusLocal = fieldText(l, 'bonusOverTotal');
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', {}, fields);
}

/**
 * The ledger refuses an overdraft (INSUFFICIENT_BONUSES), so a race with another spend cannot go below zero.
 * Accounts are posted to in id order, like every multi-account change of the ledger (no deadlocks on PostgreSQL).
 */
async function spendBonuses(tx: Tx, orderId: number, cmd: PlaceOrderCommand): Promise<void> {
  const { bonusNetwork, bonusLocal } = cmd.body;
  const showcaseId = cmd.showcase.id;
  const spends: Array<{ accountId: number; amount: number; kind: string }> = [];
  if (bonusNetwork > 0)
    spends.push({ accountId: await ensureAccount(tx, 'user_network', { userId: cmd.userId }), amount: bonusNetwork, kind: 'network' });
  if (bonusLocal > 0)
    spends.push({ accountId: await ensureAccount(tx, 'user_local', { userId: cmd.userId, showcaseId }), amount: bonusLocal, kind: 'local' });
  for (const s of spends.sort((a, b) => a.accountId - b.accountId)) {
    await post(tx, {
      accountId: s.accountId,
      amount: -s.amount,
      status: 'available',
      operation: 'spend',
      orderId,
      showcaseId,
      idempotencyKey: `spend:${orderId}:${s.kind}`,
    });
  }
}
