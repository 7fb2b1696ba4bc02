import { kopecks } from '../../lib/money';
import { findAlphaPrice } from './repository';
import { findAlphaStock } from './stock-repository';

export function alphaPrice(id: string): number {
  return findAlphaStock(id) > 0 ? findAlphaPrice(id) : kopecks(0);
}
