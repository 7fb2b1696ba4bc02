// Breaks "a module never imports another module's repository".
import { findAlphaPrice } from '../alpha/repository';

export const betaCost = (id: string): number => findAlphaPrice(id);
