import { formatCurrency } from '../lib/format';

/** Money travels in integer kopecks; the UI shows roubles. */
export const kopecksToRoubles = (kopecks: number): number => kopecks / 100;
export const roublesToKopecks = (roubles: number): number => Math.round(roubles * 100);

/** A price in kopecks as roubles of the locale ("1 290 ₽"); an empty amount shows "−". */
export function formatPrice(kopecks: number | null | undefined, locale: string): string {
  return formatCurrency(typeof kopecks === 'number' ? kopecksToRoubles(kopecks) : kopecks, locale);
}

/** Whole-percent discount when the old price is higher than the price, else null. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number | null {
  if (typeof oldPrice !== 'number' || oldPrice <= price || oldPrice <= 0) return null;
  const percent = Math.round(((oldPrice - price) / oldPrice) * 100);
  return percent > 0 ? percent : null;
}
