import type { Order, OrderLineBase } from '@storefront/contract/orders';
import type { Db, Tx } from '../../db/client';
import { shipmentViews } from '../delivery/service';
import { refundsOf } from '../payments/refunds';
import { latestPayments } from '../payments/service';
import { BUYER_CANCELLABLE } from './lifecycle';
import * as repo from './repository';

/** The columns of an order that every view starts with (the seller's list reads them in its own query). */
export type { OrderBaseRow } from './repository';

export const iso = (value: Date | string) => new Date(value).toISOString();

/** What every view of an order starts with, the buyer's and the seller's. */
export const orderHead = (o: repo.OrderBaseRow) => ({
  id: o.id,
  number: o.number,
  status: o.status,
  showcaseId: o.showcaseId,
  showcaseName: o.showcaseName,
  createdAt: iso(o.createdAt),
  paymentSystemId: o.paymentSystemId,
});

/** A line as bought (without the buyer's claim flag), from any row that carries its columns. */
export const lineView = (i: OrderLineBase): OrderLineBase => ({
  id: i.id,
  productId: i.productId,
  name: i.name,
  article: i.article,
  price: i.price,
  quantity: i.quantity,
  picture: i.picture,
});

export const eventView = (e: repo.EventRow) => ({ status: e.toStatus, at: iso(e.createdAt), note: e.note });

/** The lines (as bought) and the event history of one order, for the seller's view of it. */
export async function linesAndEvents(db: Db | Tx, orderId: number): Promise<{ lines: OrderLineBase[]; events: ReturnType<typeof eventView>[] }> {
  const items = await repo.itemsOf(db, [orderId]);
  const events = await repo.eventsOf(db, [orderId]);
  return { lines: items.map(lineView), events: events.map(eventView) };
}

/** Contract shape of orders (with lines, events and the latest payment), in the order given. */
export async function orderViews(db: Db | Tx, orders: readonly repo.OrderRow[]): Promise<Order[]> {
  const ids = orders.map((o) => o.id);
  // One after another: inside a transaction the queries share one connection.
  const items = await repo.itemsOf(db, ids);
  const events = await repo.eventsOf(db, ids);
  const payments = await latestPayments(db, ids);
  const refunds = await refundsOf(db, ids);
  const shipments = await shipmentViews(db, ids);
  return orders.map((o) => {
    const payment = payments.find((p) => p.orderId === o.id) ?? null;
    const unpaid = o.status === 'awaiting_payment' && payment?.status !== 'succeeded';
    const claimableStatus = o.status === 'delivered' || o.status === 'completed';
    return {
      ...orderHead(o),
      payment: payment ? { status: payment.status, confirmationUrl: unpaid && payment.status === 'pending' ? payment.confirmationUrl : null } : null,
      goodsTotal: o.goodsTotal,
      bonusNetworkSpent: o.bonusNetworkSpent,
      bonusLocalSpent: o.bonusLocalSpent,
      total: o.total,
      contact: { name: o.contact.name, phone: o.contact.phone, ...(o.contact.email ? { email: o.contact.email } : {}) },
      delivery: { method: o.delivery.method, city: o.delivery.city, address: o.delivery.address },
      deliveryChoice: o.deliveryChoice,
      deliveryPrice: o.deliveryPrice,
      shipment: shipments.get(o.id) ?? null,
      comment: o.comment,
      trackingNumber: o.trackingNumber,
      lines: items.filter((i) => i.orderId === o.id).map((i) => ({ ...lineView(i), claimable: claimableStatus && !i.claimed })),
      events: events.filter((e) => e.orderId === o.id).map(eventView),
      canCancel: BUYER_CANCELLABLE.includes(o.status),
      canPay: o.paymentSystemId === 1 && unpaid,
      refunds: refunds.filter((r) => r.orderId === o.id).map(({ orderId: _orderId, ...r }) => r),
    };
  });
}

/** One order of the buyer; another user's order is "not found", never "forbidden" (no probing of ids). */
export async function buyerOrder(db: Db | Tx, userId: number, orderId: number): Promise<Order | null> {
  const row = await repo.orderById(db, orderId);
  if (!row || row.userId !== userId) return null;
  const [view] = await orderViews(db, [row]);
  return view ?? null;
}

export const ORDERS_LIST_LIMIT = 200;

export async function buyerOrders(db: Db, userId: number): Promise<Order[]> {
  return orderViews(db, await repo.ordersOfUser(db, userId, ORDERS_LIST_LIMIT));
}
