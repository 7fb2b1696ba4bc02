import { SHOWCASE_STATE, type Locale } from '@storefront/contract/constants';
import { normalisePhone, type Order, type placeOrderBodySchema } from '@storefront/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Showcase } from '../../lib/request-context';
import { ensureAccount, post } from '../bonuses/ledger';
import { lockCart } from '../cart/service';
import { documentsInForce, requireOrderConsents, type ConsentDocuments } from '../consent/service';
import { verifyChoice } from '../delivery/service';
import { staffNotifications } from '../notifications/service';
import { openCardPayment, PAYMENT_SYSTEM_CARD } from '../payments/service';
import { bonusCaps } from './bonus-caps';
import { BUYER_CANCELLABLE, statusNotification, type Actor } from './lifecycle';
import { bonuses, fieldText, roubles } from './messages';
import * as placement from './placement-repository';
import { orderIdByKey } from './repository';
import { lineView } from './views';

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
  /** A new order that needs no payment now: its view as GET /api/account/orders?id= gives it, built from what placement wrote. */
  view?: Order;
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
  // The documents in force change rarely: read from the node's cache, outside the transaction.
  const documents = await documentsInForce(app, cmd.showcase.id);
  try {
    return await app.db.transaction(async (tx) => {
      // A request that waited on this lock then reads what the placement before it committed (READ COMMITTED
      // statements see the latest commits; PGlite runs one transaction at a time): the reads come in the next statement.
      const cartId = await lockCart(tx, cmd.showcase.id, { userId: cmd.userId, sessionHash: null });
      if (cartId === undefined) {
        const existing = await orderIdByKey(tx, cmd.userId, cmd.idempotencyKey);
        if (existing !== undefined) return { orderId: existing, created: false };
        throw new AppError('CART_EMPTY');
      }
      const { existing, lines } = await placement.keyedOrderAndLines(tx, cmd.userId, cmd.idempotencyKey, cartId);
      if (existing !== null) return { orderId: existing, created: false };
      return placeInTx(app, tx, cmd, cartId, lines, documents);
    });
  } catch (err) {
    // A concurrent request with the same key won (unique index), or emptied the cart first: answer with its order.
    const winner = await orderIdByKey(app.db, cmd.userId, cmd.idempotencyKey);
    if (winner !== undefined) return { orderId: winner, created: false };
    if (isUniqueViolation(err)) throw new AppError('CONFLICT');
    throw err;
  }
}

async function placeInTx(
  app: FastifyInstance,
  tx: Tx,
  cmd: PlaceOrderCommand,
  cartId: number,
  cart: readonly placement.CartPick[],
  documents: ConsentDocuments,
): Promise<Placed> {
  const { body, showcase, userId } = cmd;
  if (cart.length === 0) {
    const became = await placement.orderFromCart(tx, cartId);
    if (became) throw new AppError('ORDER_ALREADY_PLACED', { number: became.number }, { orderId: String(became.id), orderNumber: became.number });
    throw new AppError('CART_EMPTY');
  }

  // Before the stock is taken: its row locks are held to the commit, so the statements after them are kept few.
  await requireOrderConsents(tx, userId, showcase.id, body.consents, cmd.ip, documents);

  // Every line in one statement; the first line short (by product id) is named, as taking them one by one would.
  const taken = await placement.takeStock(tx, cart);
  if (!taken.order) {
    const got = new Set(taken.lines.map((l) => l.productId));
    const line = cart.find((l) => !got.has(l.productId))!;
    const product = await placement.productStock(tx, line.productId);
    const left = product?.isActive ? product.stock : 0;
    const name = product?.name ?? String(line.productId);
    if (left === 0) throw new AppError('OUT_OF_STOCK', { name }, { [`cart.${line.productId}`]: '0' });
    throw new AppError('STOCK_LIMIT', { name, stock: left }, { [`cart.${line.productId}`]: String(left) });
  }
  const { lines } = taken;
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

  // The first move is decided now (card with something to pay: awaiting the payment; else to assembling) and written
  // with the order: its row, both events and all notifications in one statement (placement.insertPlaced).
  const { id, number } = taken.order;
  const buyer: Actor = { userId, role: 'buyer' };
  const byCard = body.paymentSystemId === PAYMENT_SYSTEM_CARD && total > 0;
  const first = byCard
    ? { to: 'awaiting_payment' as const, actor: buyer, note: 'Ожидает оплаты картой' }
    : {
        to: 'assembling' as const,
        actor: { userId: null, role: 'system' } satisfies Actor,
        note: total === 0 ? 'Оплачен бонусами — передан на сборку' : 'Оплата при получении — передан на сборку',
      };
  const email = body.contact.email ? body.contact.email : undefined;
  const contact = { name: body.contact.name, phone: normalisePhone(body.contact.phone), ...(email ? { email } : {}) };
  const delivery = {
    method: body.delivery.method,
    city: body.delivery.city,
    address: body.delivery.address,
    ...(body.delivery.fiasId ? { fiasId: body.delivery.fiasId } : {}),
  };
  const staff = staffNotifications(showcase.id, { kind: 'order_new', orderId: id, number, total });
  const stored = await placement.insertPlaced(
    tx,
    {
      id,
      number,
      userId,
      showcaseId: showcase.id,
      status: first.to,
      paymentSystemId: body.paymentSystemId,
      idempotencyKey: cmd.idempotencyKey,
      contact,
      delivery,
      comment: body.comment,
      goodsTotal,
      bonusNetworkSpent: body.bonusNetwork,
      bonusLocalSpent: body.bonusLocal,
      total,
      deliveryPrice,
      deliveryChoice: choice,
      cmp: cmd.cmp ?? null,
    },
    lines,
    cartId,
    [
      { from: null, to: 'new', actorId: userId, note: 'Заказ оформлен' },
      { from: 'new', to: first.to, actorId: first.actor.userId, note: first.note },
    ],
    {
      before: [statusNotification({ id, number, userId, to: 'new' })],
      staff: staff.rows,
      after: [statusNotification({ id, number, userId, to: first.to })],
    },
  );
  staff.written(stored.staff);
  // The ledger refuses an overdraft; the hooks hear both moves, in order, inside this transaction.
  await spendBonuses(tx, id, cmd);
  const hooks = app.orderHooks;
  await hooks.emit({ orderId: id, from: null, to: 'new', paymentSystemId: body.paymentSystemId, actorId: userId }, tx);
  if (byCard) await openCardPayment(tx, id, total);
  await hooks.emit({ orderId: id, from: 'new', to: first.to, paymentSystemId: body.paymentSystemId, actorId: first.actor.userId }, tx);
  if (byCard) return { orderId: id, created: true };

  // Nothing to pay now: the answer is built from what was written (no payment, shipment or refund exists yet).
  const at = new Date(stored.createdAt).toISOString();
  const view: Order = {
    id,
    number,
    status: first.to,
    showcaseId: showcase.id,
    showcaseName: showcase.name,
    createdAt: at,
    paymentSystemId: body.paymentSystemId,
    payment: null,
    goodsTotal: stored.goodsTotal,
    bonusNetworkSpent: stored.bonusNetworkSpent,
    bonusLocalSpent: stored.bonusLocalSpent,
    total: stored.total,
    contact: { name: contact.name, phone: contact.phone, ...(contact.email ? { email: contact.email } : {}) },
    delivery: { method: delivery.method, city: delivery.city, address: delivery.address },
    deliveryChoice: stored.deliveryChoice,
    deliveryPrice: stored.deliveryPrice,
    shipment: null,
    comment: stored.comment,
    trackingNumber: stored.trackingNumber,
    lines: lines.map((l, k) => ({ ...lineView({ ...l, id: stored.lineIds[k]! }), claimable: false })),
    events: [
      { status: 'new', at, note: 'Заказ оформлен' },
      { status: first.to, at, note: first.note },
    ],
    canCancel: BUYER_CANCELLABLE.includes(first.to),
    canPay: false,
    refunds: [],
  };
  return { orderId: id, created: true, view };
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
