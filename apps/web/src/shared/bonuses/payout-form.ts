import type { WithdrawMethod } from '@storefront/contract/bonuses';
import { useState } from 'react';
import { serverProblems } from '../ui/server-problems';
import type { PayoutDestination } from './payout-api';
import { usePayoutT } from './payout-messages';
import { checkPayoutChoice, newChoice, type PayoutChoice } from './payout-rules';

export type WithdrawProblems = Partial<Record<'amount' | 'details' | 'bankId' | 'form', string>>;

/**
 * The state of a withdrawal form (the member's bonuses, the showcase owner's network share): the typed amount, the
 * payout destination (the first saved one until another is picked), the problems in words, and the server's field
 * problems put back under the fields. Render inside <PayoutMessages>.
 */
export function useWithdrawForm(destinations: readonly PayoutDestination[] | undefined, method?: WithdrawMethod) {
  const pt = usePayoutT();
  const [amount, setAmount] = useState('');
  const [choice, setChoice] = useState<PayoutChoice | null>(null);
  const [problems, setProblems] = useState<WithdrawProblems>({});
  const first = destinations?.[0];
  const picked = choice ?? (first ? { destinationId: first.id } : newChoice(method));

  return {
    amount,
    picked,
    problems,
    editAmount: (value: string) => {
      setAmount(value);
      setProblems((current) => ({ ...current, amount: undefined, form: undefined }));
    },
    /** Props for <PayoutPicker> besides the lists. */
    picker: {
      value: picked,
      problems: { details: problems.details, bankId: problems.bankId },
      onChange: (next: PayoutChoice) => {
        setChoice(next);
        setProblems((current) => ({ ...current, details: undefined, bankId: undefined, form: undefined }));
      },
    },
    /** Shows the amount's problem (already in words) and the destination's; true when there is none. */
    check: (amountProblem: string | null | undefined): boolean => {
      const found: WithdrawProblems = {};
      if (amountProblem) found.amount = amountProblem;
      const target = checkPayoutChoice(picked);
      if (target.details) found.details = pt(`payout.error.${target.details}`);
      if (target.bankId) found.bankId = pt(`payout.error.${target.bankId}`);
      setProblems(found);
      return Object.keys(found).length === 0;
    },
    done: () => {
      setAmount('');
      setChoice(null);
    },
    failed: (error: unknown) => {
      const { destinationId, ...found } = serverProblems(error, ['amount', 'details', 'bankId', 'destinationId']);
      setProblems({ ...found, details: found.details ?? destinationId });
    },
  };
}
