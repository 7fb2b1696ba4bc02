import type { OrderStatus } from '@storefront/contract/orders';
import type { Tx } from '../../db/client';

/**
 * Order status changes, announced inside the transaction that makes them, so that what other modules do
 * (bonus accruals and reversals, DESIGN §6) commits or rolls back with the order itself.
 */
export interface OrderStatusChange {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  paymentSystemId: number;
  actorId: number | null;
}

export type OrderStatusListener = (change: OrderStatusChange, tx: Tx) => Promise<void>;

export class OrderHooks {
  private readonly listeners: OrderStatusListener[] = [];

  onStatusChange(listener: OrderStatusListener): void {
    this.listeners.push(listener);
  }

  async emit(change: OrderStatusChange, tx: Tx): Promise<void> {
    for (const listener of this.listeners) await listener(change, tx);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    orderHooks: OrderHooks;
  }
}
