import type { OrderStatus } from '@storefront/contract/orders';
import { useSaleOrdersT } from '../messages';

export const STATUS_TONE: Record<OrderStatus, 'info' | 'progress' | 'success' | 'muted' | 'danger'> = {
  new: 'danger',
  awaiting_payment: 'info',
  paid: 'danger',
  assembling: 'progress',
  shipped: 'progress',
  delivered: 'success',
  completed: 'success',
  cancelled: 'muted',
  returned: 'muted',
};

/** Every order status, in lifecycle order (the keys above, kept complete by the Record type). */
export const STATUSES = Object.keys(STATUS_TONE) as OrderStatus[];

/** Statuses that wait for the seller (new, paid) stand out; the seller's view of the buyer's badge. */
export function SaleStatusBadge({ status }: { status: OrderStatus }) {
  const t = useSaleOrdersT();
  return <span className={`sale-status sale-status--${STATUS_TONE[status]}`}>{t(`sale.status.${status}` as const)}</span>;
}
