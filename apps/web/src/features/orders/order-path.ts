import { paths } from '../../shared/lib/paths';

/** One order is the orders screen with ?id= (the link notifications carry). */
export const orderPath = (id: number): string => `${paths.orders}?id=${id}`;
