import type { OrderStatus } from '@storefront/contract/orders';
import { LATER_STATUS_TONE } from '../../../shared/commerce/order-view';
import { StatusPill, type PillTone } from '../../../shared/ui/status-pill';
import { useSaleOrdersT } from '../messages';

/** New and paid orders wait for the seller, so they stand out (the buyer sees other tones for the first three). */
export const STATUS_TONE: Record<OrderStatus, PillTone> = { new: 'warning', awaiting_payment: 'accent', paid: 'warning', ...LATER_STATUS_TONE };

/** Every order status, in lifecycle order (the keys above, kept complete by the Record type). */
export const STATUSES = Object.keys(STATUS_TONE) as OrderStatus[];

/** The seller's view of the buyer's badge. */
export function SaleStatusBadge({ status }: { status: OrderStatus }) {
  const t = useSaleOrdersT();
  return <StatusPill tone={STATUS_TONE[status]}>{t(`sale.status.${status}` as const)}</StatusPill>;
}
