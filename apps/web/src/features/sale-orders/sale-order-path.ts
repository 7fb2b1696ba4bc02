import { paths } from '../../app/paths';

/** One sale order is the sale-orders screen with ?id=. */
export const saleOrderPath = (id: number): string => `${paths.saleOrders}?id=${id}`;
