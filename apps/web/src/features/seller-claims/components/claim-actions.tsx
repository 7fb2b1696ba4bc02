import type { SellerClaim } from '@storefront/contract/claims';
import { useState } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useAnswerShowcaseClaimMutation, useDecideShowcaseClaimMutation } from '../api';
import { useSellerClaimsT } from '../messages';
import { FormProblem } from '../../../shared/ui/form-problem';
import { TextAreaField } from '../../../shared/ui/text-area-field';

/**
 * What the staff may do with an open claim: write to the buyer, approve the return of all its lines or of the chosen
 * units, or reject it with a reason (the message field is that reason). An escalated claim is the operator's.
 */
export function ClaimActions({ showcaseId, claim }: { showcaseId: number; claim: SellerClaim }) {
  const t = useSellerClaimsT();
  const notify = useNotify();
  const [message, setMessage] = useState('');
  const [units, setUnits] = useState<Record<number, number>>(() => Object.fromEntries(claim.lines.map((l) => [l.id, l.claimed])));
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, answering] = useAnswerShowcaseClaimMutation();
  const [decide, deciding] = useDecideShowcaseClaimMutation();
  const busy = answering.isLoading || deciding.isLoading;

  const run = async (action: 'answer' | 'approve' | 'reject') => {
    const text = message.trim();
    if ((action === 'answer' || action === 'reject') && text === '') {
      setProblem(t(action === 'answer' ? 'sellerClaims.error.answer' : 'sellerClaims.error.reason'));
      return;
    }
    const lines = claim.lines.map((l) => ({ orderItemId: l.id, quantity: units[l.id] ?? 0 })).filter((l) => l.quantity > 0);
    if (action === 'approve' && lines.length === 0) {
      setProblem(t('sellerClaims.error.lines'));
      return;
    }
    try {
      if (action === 'answer') await answer({ showcaseId, id: claim.id, answer: text }).unwrap();
      else if (action === 'reject') await decide({ showcaseId, id: claim.id, decision: 'rejected', answer: text }).unwrap();
      else await decide({ showcaseId, id: claim.id, decision: 'approved', ...(text ? { answer: text } : {}), lines }).unwrap();
      setProblem(null);
      setMessage('');
      notify({ message: t(`sellerClaims.done.${action}` as const) });
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      setProblem(fields.answer ?? fields.lines ?? errorMessageOf(error));
    }
  };

  if (claim.status === 'escalated') return <p className="muted">{t('sellerClaims.escalatedNote')}</p>;
  if (claim.status === 'approved' || claim.status === 'rejected') return null;
  return (
    <div className="seller-claim__actions">
      <fieldset className="seller-claim__lines">
        <legend className="field__label">{t('sellerClaims.approveLines')}</legend>
        {claim.lines.map((l) => (
          <label key={l.id} className="seller-claim__line">
            <span>{l.name}</span>
            <select
              className="control"
              aria-label={t('sellerClaims.unitsOf', { name: l.name })}
              value={units[l.id] ?? 0}
              onChange={(e) => setUnits({ ...units, [l.id]: Number(e.target.value) })}
            >
              {Array.from({ length: l.claimed + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {t('sellerClaims.units', { count: n })}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={t('sellerClaims.message')}
        rows={3}
        maxLength={2000}
        value={message}
        placeholder={t('sellerClaims.message.placeholder')}
        onChange={(e) => setMessage(e.target.value)}
      />
      <FormProblem problem={problem} />
      <div className="seller__row">
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run('answer')}>
          {t('sellerClaims.answer')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void run('approve')}>
          {t('sellerClaims.approve')}
        </button>
        <button type="button" className="button button--secondary seller-claim__reject" disabled={busy} onClick={() => void run('reject')}>
          {t('sellerClaims.reject')}
        </button>
      </div>
    </div>
  );
}
