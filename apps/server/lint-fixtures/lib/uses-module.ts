// Breaks "lib/ imports no module".
import { alphaPrice } from '../modules/alpha/service';

export const shownPrice = (id: string): number => alphaPrice(id);
