// Breaks "a module never imports another module's repository", for a `*-repository.ts` file.
import { findAlphaStock } from '../alpha/stock-repository';

export const betaStock = (id: string): number => findAlphaStock(id);
