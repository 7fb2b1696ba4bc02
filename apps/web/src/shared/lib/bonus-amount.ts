/** A typed amount: "1 234,5" or "1234.50" → 1234.5; null when it is not a number with two decimals at most. */
export function parseBonusAmount(input: string): number | null {
  const normalised = input.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

export type AmountProblem = 'required' | 'format' | 'belowMinimum' | 'aboveAvailable';

/** Checks a typed bonus amount against a minimum and what is available (used by withdrawal, transfer, bonus payment). */
export function checkAmount(input: string, limits: { minimum: number; available: number }): AmountProblem | null {
  if (input.trim() === '') return 'required';
  const amount = parseBonusAmount(input);
  if (amount === null || amount <= 0) return 'format';
  if (amount < limits.minimum) return 'belowMinimum';
  if (amount > limits.available) return 'aboveAvailable';
  return null;
}
