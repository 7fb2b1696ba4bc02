import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MINUTES, type PhoneCodeSent } from '@storefront/contract/phone-login';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '../../shared/lib/api-error';
import { useNow } from '../../shared/lib/use-now';
import { useAskPhoneCodeMutation, useVerifyPhoneCodeMutation } from './api';
import { PhoneLoginMessages, usePhoneLoginT } from './messages';
import './phone-login.css';

export interface PhoneLoginFormProps {
  /** login: an anonymous visitor logs in; link: a logged-in user confirms a phone (and may merge its account). */
  mode: 'login' | 'link';
  /** After a login, a link or a merge. */
  onDone?: (() => void) | undefined;
}

/** Phone → SMS code → logged in (or linked / merged). Its texts travel with this lazy chunk. */
export function PhoneLoginForm(props: PhoneLoginFormProps) {
  return (
    <PhoneLoginMessages>
      <Form {...props} />
    </PhoneLoginMessages>
  );
}

const fieldError = (error: unknown, field: string): string | undefined => {
  const e = error as ApiError | undefined;
  return e ? (e.fields?.[field] ?? e.message) : undefined;
};

interface StepControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

/** The field of each step: label, the control, its hint (kept when there is a problem) and the problem, announced. */
function StepField(props: { id: string; label: string; hint: string; problem: string | undefined; children: (control: StepControl) => ReactNode }) {
  const { id, problem } = props;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.children({ id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': `${id}-hint${problem ? ` ${id}-error` : ''}` })}
      <p id={`${id}-hint`} className="field__hint">
        {props.hint}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="field__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function Form({ mode, onDone }: PhoneLoginFormProps) {
  const t = usePhoneLoginT();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<(PhoneCodeSent & { at: number }) | null>(null);
  const [merge, setMerge] = useState<{ name: string; orders: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [ask, asking] = useAskPhoneCodeMutation();
  const [verify, verifying] = useVerifyPhoneCodeMutation();
  const now = useNow(1000).getTime();
  const resendLeft = sent ? Math.min(sent.resendIn, Math.max(0, Math.ceil((sent.at + sent.resendIn * 1000 - now) / 1000))) : 0;

  const sendCode = async (e?: FormEvent) => {
    e?.preventDefault();
    verifying.reset();
    const res = await ask({ phone });
    if ('data' in res && res.data) {
      setSent({ ...res.data, at: Date.now() });
      setCode('');
    }
  };

  const submitCode = async (e?: FormEvent, withMerge = false) => {
    e?.preventDefault();
    const res = await verify({ phone, code, ...(withMerge ? { merge: true } : {}) });
    if (!('data' in res) || !res.data) return;
    const result = res.data;
    if (result.result === 'confirmMerge') {
      setMerge(result.account);
      return;
    }
    setMerge(null);
    if (result.result === 'merged') setDone(t('phoneLogin.merged', { orders: result.orders }));
    else if (result.result === 'linked') setDone(t('phoneLogin.linked'));
    onDone?.();
  };

  if (done) {
    return (
      <p className="phone-login__done" role="status">
        {done}
      </p>
    );
  }

  if (merge) {
    return (
      <div className="phone-login" role="group" aria-labelledby={`${id}-merge`}>
        <h2 id={`${id}-merge`} className="phone-login__title">
          {t('phoneLogin.merge.title')}
        </h2>
        <p>{t('phoneLogin.merge.text', { name: merge.name, orders: merge.orders })}</p>
        {verifying.error ? (
          <p className="field__problem" role="alert">
            {fieldError(verifying.error, '_')}
          </p>
        ) : null}
        <div className="phone-login__actions">
          <button type="button" className="button button--primary" disabled={verifying.isLoading} onClick={() => void submitCode(undefined, true)}>
            {t('phoneLogin.merge.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setMerge(null)}>
            {t('phoneLogin.merge.cancel')}
          </button>
        </div>
      </div>
    );
  }

  if (!sent) {
    const problem = fieldError(asking.error, 'phone');
    return (
      <form className="phone-login" onSubmit={(e) => void sendCode(e)} noValidate>
        <StepField
          id={`${id}-phone`}
          label={t('phoneLogin.phone')}
          hint={t('phoneLogin.phone.hint', { length: PHONE_CODE_LENGTH })}
          problem={problem}
        >
          {(control) => (
            <input
              {...control}
              className="control"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              placeholder="+7 912 345-67-89"
              value={phone}
              maxLength={24}
              onChange={(e) => setPhone(e.target.value)}
            />
          )}
        </StepField>
        <button type="submit" className="button button--primary" disabled={asking.isLoading || phone.trim() === ''}>
          {t('phoneLogin.send')}
        </button>
      </form>
    );
  }

  const problem = fieldError(verifying.error, 'code') ?? fieldError(asking.error, 'phone');
  return (
    <form className="phone-login" onSubmit={(e) => void submitCode(e)} noValidate>
      <StepField
        id={`${id}-code`}
        label={t('phoneLogin.code')}
        hint={t('phoneLogin.code.hint', { phone: sent.phone, minutes: PHONE_CODE_TTL_MINUTES })}
        problem={problem}
      >
        {(control) => (
          <input
            {...control}
            className="control phone-login__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            value={code}
            maxLength={PHONE_CODE_LENGTH}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        )}
      </StepField>
      <button type="submit" className="button button--primary" disabled={verifying.isLoading || code.length !== PHONE_CODE_LENGTH}>
        {mode === 'login' ? t('phoneLogin.login') : t('phoneLogin.link')}
      </button>
      <div className="phone-login__actions">
        {resendLeft > 0 ? (
          <p className="field__hint">{t('phoneLogin.resendIn', { seconds: resendLeft })}</p>
        ) : (
          <button type="button" className="phone-login__link" disabled={asking.isLoading} onClick={() => void sendCode()}>
            {t('phoneLogin.resend')}
          </button>
        )}
        <button
          type="button"
          className="phone-login__link"
          onClick={() => {
            setSent(null);
            verifying.reset();
          }}
        >
          {t('phoneLogin.change')}
        </button>
      </div>
    </form>
  );
}
