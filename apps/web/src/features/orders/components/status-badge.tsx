import type { OrderStatus } from '@storefront/contract/orders';
import { useOrdersT } from '../messages';

const TONE: Record<OrderStatus, 'info' | 'progress' | 'success' | 'muted' | 'danger'> = {
  new: 'info',
  awaiting_payment: 'danger',
  paid: 'progress',
  assembling: 'progress',
  shipped: 'progress',
  delivered: 'success',
  completed: 'success',
  cancelled: 'muted',
  returned: 'muted',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useOrdersT();
  return <span className={`order-status order-status--${TONE[status]}`}>{t(`orders.status.${status}` as const)}</span>;
}
