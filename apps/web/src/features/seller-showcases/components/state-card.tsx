import { SHOWCASE_STATE } from '@storefront/contract/constants';
import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { useState } from 'react';
import type { ApiError } from '../../../shared/lib/api-error';
import { useNotify } from '../../../shared/lib/use-notify';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useSetShowcaseStateMutation } from '../api';
import { useSellerT } from '../messages';
import { SellerCard } from '../../../shared/ui/seller-card';

type StateId = 0 | 1 | 2 | 3;
const stateKey = (id: number) => `seller.state.${id}` as 'seller.state.0';

/** Draft → landing mode → store; "blocked" is offered to operators only (the server enforces it too). */
export function StateCard({ settings }: { settings: SellerShowcaseSettings }) {
  const t = useSellerT();
  const notify = useNotify();
  const [setState, { isLoading }] = useSetShowcaseStateMutation();
  // KYC before money: the server names what the owner still lacks (company, agent approval, documents).
  const [missing, setMissing] = useState<string[]>([]);
  const blocked = settings.stateId === SHOWCASE_STATE.blocked;
  const choices: StateId[] = settings.isOperator ? [0, 1, 2, 3] : [0, 1, 2];
  const choose = async (stateId: StateId) => {
    try {
      setMissing([]);
      await setState({ ShowcaseID: settings.id, stateId }).unwrap();
      notify({ message: t('seller.state.done', { state: t(stateKey(stateId)) }) });
    } catch (error) {
      const fields = (error as Partial<ApiError>).fields;
      if ((error as Partial<ApiError>).code === 'KYC_REQUIRED' && fields) setMissing(Object.values(fields));
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };
  return (
    <SellerCard titleId="seller-state-title" title={t('seller.state.title')}>
      <div className="seller-states" role="group" aria-labelledby="seller-state-title">
        {choices.map((id) => (
          <button
            key={id}
            type="button"
            className="chip"
            aria-pressed={settings.stateId === id}
            disabled={isLoading || (blocked && !settings.isOperator)}
            onClick={() => void choose(id)}
          >
            {t(stateKey(id))}
          </button>
        ))}
      </div>
      {missing.length > 0 ? (
        <div role="alert" className="field__problem">
          <p>{t('seller.kyc.title')}</p>
          <ul>
            {missing.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="seller-field__hint">{blocked && !settings.isOperator ? t('seller.state.blockedHint') : t('seller.state.hint')}</p>
    </SellerCard>
  );
}
