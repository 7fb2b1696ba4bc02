import { STORAGE_KEYS } from '@storefront/contract/constants';
import type { BonusSort } from '@storefront/contract/bonuses';
import { readStorage, writeStorage } from '../../shared/lib/storage';

/** The sort modal's choice; "none" keeps the server's order. Saved under SortingBonuses (spec §9). */
export type SortChoice = 'none' | BonusSort;
export const SORT_CHOICES: readonly SortChoice[] = ['none', 'last', 'first'];

export function readSortChoice(): SortChoice {
  const stored = readStorage(STORAGE_KEYS.sortingBonuses);
  return SORT_CHOICES.find((c) => c === stored) ?? 'none';
}

export function writeSortChoice(choice: SortChoice): void {
  writeStorage(STORAGE_KEYS.sortingBonuses, choice);
}

export const sortParam = (choice: SortChoice): BonusSort | null => (choice === 'none' ? null : choice);

/** Spec §5: credit-styled when the amount is 0 or more; the absolute amount is shown. */
export const isCredit = (amount: number): boolean => amount >= 0;

/** " от {showcase}" only for a credit with a showcase name. */
export const sourceShowcase = (amount: number, showcaseName: string | null | undefined): string | null =>
  isCredit(amount) && showcaseName && showcaseName.trim() !== '' ? showcaseName : null;

export { checkAmount, parseBonusAmount, type AmountProblem } from '../../shared/lib/bonus-amount';
