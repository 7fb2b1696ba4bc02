import type { TransferRecipient } from '@storefront/contract/bonuses';
import { useState, type FormEvent } from 'react';
import type { ApiError } from '../lib/api-error';
import { parseBonusAmount } from '../lib/bonus-amount';
import { errorMessageOf } from '../ui/error-fallback';
import { serverProblems } from '../ui/server-problems';
import { useLazyFindRecipientQuery } from './recipient-api';

export type PaymentProblems = Partial<Record<'refCode' | 'amount' | 'form', string>>;

export interface PendingPayment {
  recipient: TransferRecipient;
  amount: number;
  /** One key per confirmed payment: a retried request is applied once. */
  requestId: string;
}

interface MemberPaymentOptions {
  /** Problems found before asking the server (empty: go on); gets the typed ref code in upper case. */
  check: (refCode: string, amount: string) => PaymentProblems;
  /** Sends the confirmed payment; resolves when the server accepted it. */
  send: (pending: PendingPayment) => Promise<unknown>;
  onDone: (pending: PendingPayment) => void;
  /** Prefix of the idempotency keys (tells transfers and bonus payments apart in the ledger). */
  keyPrefix: string;
}

const newRequestId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Sending bonuses to a member by ref code (transfers, a showcase's bonus payments): the form is checked, the member
 * is looked up, the user confirms who gets what, and only then is the payment sent, once.
 */
export function useMemberPayment({ check, send, onDone, keyPrefix }: MemberPaymentOptions) {
  const [refCode, setRefCode] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<PaymentProblems>({});
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const [sending, setSending] = useState(false);
  const [findRecipient, { isFetching: looking }] = useLazyFindRecipientQuery();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = refCode.trim().toUpperCase();
    const found = check(code, amount);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const recipient = await findRecipient(code).unwrap();
      setPending({ recipient, amount: parseBonusAmount(amount)!, requestId: newRequestId(keyPrefix) });
    } catch (error) {
      setProblems({ refCode: (error as ApiError).fields?.refCode ?? errorMessageOf(error) });
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setSending(true);
    try {
      await send(pending);
      onDone(pending);
      setRefCode('');
      setAmount('');
    } catch (error) {
      setProblems(serverProblems(error, ['refCode', 'amount']));
    } finally {
      setSending(false);
      setPending(null);
    }
  };

  const edit = (field: 'refCode' | 'amount', value: string) => {
    (field === 'refCode' ? setRefCode : setAmount)(value);
    setProblems((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  return { refCode, amount, problems, pending, busy: looking || sending, edit, submit, confirm, cancel: () => setPending(null) };
}
