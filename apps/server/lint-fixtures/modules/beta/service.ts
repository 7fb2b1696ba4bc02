// Allowed: a module calls another module's service.
import { alphaPrice } from '../alpha/service';

export const betaPrice = (id: string): number => alphaPrice(id) * 2;
