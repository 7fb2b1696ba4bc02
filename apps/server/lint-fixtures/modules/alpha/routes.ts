import { alphaPrice } from './service';

export const alphaRoute = (id: string): string => `price ${alphaPrice(id)}`;
