import { SHOWCASE_STATE } from '@storefront/contract/constants';
import {
  SALE_ORDERS_PAGE_SIZE,
  SELLER_MOVES,
  sellerActionsFor,
  type SaleOrder,
  type SaleOrderListItem,
  type SaleOrdersResponse,
  type saleOrdersExportQuerySchema,
  type saleOrdersQuerySchema,
  type sellerOrderActionSchema,
} from '@storefront/contract/sale-orders';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fieldText } from '../../lib/messages';
import type { CurrentUser } from '../../lib/request-context';
import { transitionTx } from '../orders/lifecycle';
import { createShipment, queueShipment, recordSellerDelivery, shipmentLabel, shipmentViews } from '../delivery/service';
import { linesAndEvents, orderHead } from '../orders/views';
import { refundsOf } from '../payments/refunds';
import { latestPayment } from '../payments/service';
import { saleOrdersCsv } from './csv';
import * as repo from './repository';

function listItem(o: repo.SaleOrderRow): SaleOrderListItem {
  return { ...orderHead(o), buyerName: o.contact.name, itemsCount: o.itemsCount, total: o.total, trackingNumber: o.trackingNumber };
}

/**
 * The showcases whose orders the user sees (`all`) and those a filter narrows them to (`chosen`). A showcase
 * the user does not administer answers "not found", like an unknown one, so ids cannot be probed.
 */
async function scope(db: Db, user: CurrentUser, showcaseId?: number): Promise<{ all: repo.SellerShowcaseRow[]; chosen: repo.SellerShowcaseRow[] }> {
  if (user.isBanned) throw new AppError('BANNED');
  const all = await repo.sellerShowcases(db, user.id);
  if (showcaseId === undefined) return { all, chosen: all };
  const chosen = all.filter((s) => s.id === showcaseId);
  if (chosen.length === 0) throw new AppError('NOT_FOUND');
  return { all, chosen };
}

const idsOf = (showcases: readonly repo.SellerShowcaseRow[]) => showcases.map((s) => s.id);

export async function listSaleOrders(db: Db, user: CurrentUser, q: z.output<typeof saleOrdersQuerySchema>): Promise<SaleOrdersResponse> {
  const { all, chosen } = await scope(db, user, q.showcaseId);
  const filters = { showcaseIds: idsOf(chosen), status: q.status, from: q.from, to: q.to };
  const first = await repo.saleOrdersPage(db, filters, SALE_ORDERS_PAGE_SIZE, q.page * SALE_ORDERS_PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil(first.total / SALE_ORDERS_PAGE_SIZE));
  const currentPage = Math.min(q.page, totalPages - 1);
  // A page past the end (the list shrank meanwhile) answers with the last one.
  const page = currentPage === q.page ? first : await repo.saleOrdersPage(db, filters, SALE_ORDERS_PAGE_SIZE, currentPage * SALE_ORDERS_PAGE_SIZE);
  return {
    orders: page.rows.map(listItem),
    pager: { currentPage, totalPages, total: first.total },
    showcases: all.map(({ id, name }) => ({ id, name })),
  };
}

export async function saleOrder(db: Db, user: CurrentUser, orderId: number): Promise<SaleOrder> {
  const row = await repo.saleOrderById(db, orderId, idsOf((await scope(db, user)).all));
  if (!row) throw new AppError('NOT_FOUND');
  const { lines, events } = await linesAndEvents(db, row.id);
  const payment = await latestPayment(db, row.id);
  const shipment = (await shipmentViews(db, [row.id])).get(row.id) ?? null;
  const refunds = await refundsOf(db, [row.id]);
  const frozen = row.showcaseStateId === SHOWCASE_STATE.blocked;
  return {
    ...listItem(row),
    buyer: { name: row.contact.name, phone: row.contact.phone, email: row.contact.email || null },
    delivery: { method: row.delivery.method, city: row.delivery.city, address: row.delivery.address },
    deliveryChoice: row.deliveryChoice,
    shipment,
    comment: row.comment,
    lines,
    goodsTotal: row.goodsTotal,
    bonusNetworkSpent: row.bonusNetworkSpent,
    bonusLocalSpent: row.bonusLocalSpent,
    paymentStatus: payment?.status ?? null,
    refunds: refunds.map(({ orderId: _orderId, ...r }) => r),
    events,
    // A blocked showcase is frozen: its orders can be read, not moved.
    actions: frozen ? [] : sellerActionsFor(row),
  };
}

type SellerActionInput = z.output<typeof sellerOrderActionSchema>;

function noteOf(input: SellerActionInput): string | undefined {
  if (input.type === 'ship') {
    return input.trackingNumber ? `Передан в службу доставки, трек-номер ${input.trackingNumber}` : 'Передан в службу доставки';
  }
  if (input.type === 'cancel') return `Отменён продавцом: ${input.reason}`;
  if (input.type === 'confirm') return 'Заказ подтверждён продавцом и передан на сборку';
  return undefined;
}

/**
 * A seller's move of an order (DESIGN §5: only on a showcase the user administers; any other order is
 * "not found" and nothing is written). The order is locked while the move is checked and made, so two
 * clicks cannot both pass; the lifecycle records the event, tells the buyer and runs the bonus hooks.
 */
export async function sellerOrderAction(app: FastifyInstance, user: CurrentUser, input: SellerActionInput): Promise<{ order: SaleOrder }> {
  const allowed = new Map((await scope(app.db, user)).all.map((s) => [s.id, s]));
  const move = SELLER_MOVES[input.type];
  let ship = false;
  await app.db.transaction(async (tx) => {
    const order = await repo.lockOrderShowcase(tx, input.orderId);
    const showcase = order ? allowed.get(order.showcaseId) : undefined;
    if (!order || !showcase) throw new AppError('NOT_FOUND');
    if (showcase.stateId === SHOWCASE_STATE.blocked) throw new AppError('FORBIDDEN');
    if (move.paymentSystemId !== undefined && order.paymentSystemId !== move.paymentSystemId) {
      throw new AppError('CONFLICT', {}, { status: fieldText('confirmCashOnDeliveryOnly') });
    }
    if (!move.from.includes(order.status)) {
      throw new AppError('CONFLICT', {}, { status: fieldText('orderCannotMove', { from: order.status, to: move.to }) });
    }
    if (input.type === 'ship' && !order.hasProvider && !input.trackingNumber) {
      throw new AppError('VALIDATION_FAILED', {}, { trackingNumber: fieldText('trackingNumberRequired') });
    }
    const note = noteOf(input);
    await transitionTx(
      tx,
      app.orderHooks,
      input.orderId,
      move.to,
      { userId: user.id, role: 'seller' },
      {
        ...(input.type === 'ship' ? { trackingNumber: input.trackingNumber } : {}),
        ...(note ? { note } : {}),
      },
    );
    // The provider's shipment is queued with the move and created right after it commits (retried by the job runner).
    if (input.type === 'ship') ship = await queueShipment(tx, input.orderId);
    if (input.type === 'deliver') await recordSellerDelivery(tx, input.orderId);
  });
  if (ship) await createShipment(app, input.orderId);
  return { order: await saleOrder(app.db, user, input.orderId) };
}

/** The label PDF of a sale order's shipment: only for an order of a showcase the user administers. */
export async function saleOrderLabel(app: FastifyInstance, user: CurrentUser, orderId: number): Promise<{ filename: string; body: Buffer }> {
  const order = await saleOrder(app.db, user, orderId);
  return { filename: `label-${order.number}.pdf`, body: await shipmentLabel(app, orderId) };
}

export async function exportSaleOrders(
  db: Db,
  user: CurrentUser,
  q: z.output<typeof saleOrdersExportQuerySchema>,
): Promise<{ filename: string; body: string }> {
  const { chosen } = await scope(db, user, q.showcaseId);
  const rows = await repo.exportRows(db, { showcaseIds: idsOf(chosen), from: q.from, to: q.to });
  return { filename: `sale-orders_${q.from}_${q.to}.csv`, body: saleOrdersCsv(rows) };
}
