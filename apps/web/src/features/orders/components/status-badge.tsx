import type { OrderStatus } from '@storefront/contract/orders';
import { LATER_STATUS_TONE } from '../../../shared/commerce/order-view';
import { StatusPill, type PillTone } from '../../../shared/ui/status-pill';
import { useOrdersT } from '../messages';

const TONE: Record<OrderStatus, PillTone> = { new: 'accent', awaiting_payment: 'warning', paid: 'accent', ...LATER_STATUS_TONE };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useOrdersT();
  return <StatusPill tone={TONE[status]}>{t(`orders.status.${status}` as const)}</StatusPill>;
}
