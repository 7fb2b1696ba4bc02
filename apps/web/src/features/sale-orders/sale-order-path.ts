import { paths } from '../../shared/lib/paths';

/** One sale order is the sale-orders screen with ?id=. */
export const saleOrderPath = (id: number): string => `${paths.saleOrders}?id=${id}`;
