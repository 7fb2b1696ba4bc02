import { isSbpBank, isValidCardNumber, isValidSbpPhone, isValidWallet, type WithdrawMethod } from '@storefront/contract/bonuses';

/** Where a payout goes: a saved destination, or new details (the server seals and saves them on the way). */
export type PayoutChoice = { destinationId: number } | { method: WithdrawMethod; details: string; bankId: string };

export type PayoutProblem = 'cardInvalid' | 'phoneInvalid' | 'walletInvalid' | 'bankRequired';
export type PayoutProblems = Partial<Record<'details' | 'bankId', PayoutProblem>>;

export const newChoice = (method: WithdrawMethod = 'card'): PayoutChoice => ({ method, details: '', bankId: '' });

/** Card numbers pass the Luhn check, SBP needs a Russian phone and a bank, a YooMoney wallet starts with 41. */
export function checkPayoutChoice(choice: PayoutChoice): PayoutProblems {
  if ('destinationId' in choice) return {};
  const found: PayoutProblems = {};
  if (choice.method === 'card' && !isValidCardNumber(choice.details)) found.details = 'cardInvalid';
  if (choice.method === 'sbp' && !isValidSbpPhone(choice.details)) found.details = 'phoneInvalid';
  if (choice.method === 'yoomoney' && !isValidWallet(choice.details)) found.details = 'walletInvalid';
  if (choice.method === 'sbp' && !isSbpBank(choice.bankId)) found.bankId = 'bankRequired';
  return found;
}

/** The wire fields of a withdrawal's target (createShowcaseWithdraw, withdrawBonuses). */
export function payoutTarget(choice: PayoutChoice): { destinationId: number } | { payoutMethod: WithdrawMethod; details: string; bankId?: string } {
  if ('destinationId' in choice) return { destinationId: choice.destinationId };
  return {
    payoutMethod: choice.method,
    details: choice.details.trim(),
    ...(choice.method === 'sbp' ? { bankId: choice.bankId } : {}),
  };
}

/** Groups a card number by four digits while it is typed. */
export function formatCardInput(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
