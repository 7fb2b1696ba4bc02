import type { OrderStatus } from '@storefront/contract/orders';
import { LATER_STATUS_TONE, OrderStatusBadge as StatusBadge, type StatusTone } from '../../../shared/commerce/order-view';
import { useOrdersT } from '../messages';

const TONE: Record<OrderStatus, StatusTone> = { new: 'info', awaiting_payment: 'danger', paid: 'progress', ...LATER_STATUS_TONE };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useOrdersT();
  return <StatusBadge tone={TONE[status]}>{t(`orders.status.${status}` as const)}</StatusBadge>;
}
