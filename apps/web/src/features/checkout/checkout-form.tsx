import type { CartLine } from '@storefront/contract/cart';
import type { CheckoutInfo } from '@storefront/contract/orders';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { errorTexts } from '../../shared/lib/api';
import { normaliseError, type ApiError } from '../../shared/lib/api-error';
import { newAttemptKey } from './attempt-key';
import { usePlaceOrderMutation, type PlaceOrderResponse } from './api';
import { BonusSection } from './components/bonus-section';
import { ContactSection } from './components/contact-section';
import { DeliverySection } from './components/delivery-section';
import { Field } from './components/field';
import { PaymentSection } from './components/payment-section';
import { SummarySection } from './components/summary-section';
import {
  bonusLimits, FIELD_ORDER, initialForm, mapServerFields, toBody, totals, validate, type CheckoutForm, type FieldErrors, type FieldName,
} from './form-state';
import { useCheckoutT } from './messages';

const FIELD_IDS: Record<FieldName, string> = {
  name: 'checkout-name', phone: 'checkout-phone', email: 'checkout-email', city: 'checkout-city', address: 'checkout-address',
  method: 'checkout-delivery', paymentSystemId: 'checkout-payment', bonusNetwork: 'bonusNetwork', bonusLocal: 'bonusLocal', comment: 'checkout-comment',
};

function focusFirst(errors: FieldErrors): void {
  const first = FIELD_ORDER.find((f) => errors[f]);
  if (first) document.getElementById(FIELD_IDS[first])?.focus();
}

const STOCK_CODES = new Set(['OUT_OF_STOCK', 'STOCK_LIMIT', 'CART_EMPTY']);

/** The one-screen checkout: contact, delivery, payment, bonuses, comment, summary. */
export function CheckoutFormView({ info, lines, onPlaced }: { info: CheckoutInfo; lines: CartLine[]; onPlaced: (placed: PlaceOrderResponse) => void }) {
  const t = useCheckoutT();
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(info));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  // One key per attempt: a retry after a lost answer finds the order the first try made.
  const attempt = useRef<string | null>(null);
  const [place, { isLoading }] = usePlaceOrderMutation();

  // Caps follow the cart: spending is clamped to what is allowed now.
  const limits = bonusLimits(info, form);
  const effective: CheckoutForm = { ...form, bonusNetwork: Math.min(form.bonusNetwork, limits.network), bonusLocal: Math.min(form.bonusLocal, limits.local) };
  const clientProblems = submitted ? validate(effective) : {};
  const errors: FieldErrors = { ...serverErrors };
  for (const [field, problem] of Object.entries(clientProblems) as Array<[FieldName, string]>) errors[field] ??= t(`checkout.error.${problem}` as 'checkout.error.name');

  const change = (patch: Partial<CheckoutForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as FieldName[]) delete next[key];
      if ('address' in patch || 'fiasId' in patch) delete next.address;
      return next;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    setFailure(null);
    const problems = validate(effective);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    attempt.current ??= newAttemptKey();
    try {
      const placed = await place({ idempotencyKey: attempt.current, body: toBody(effective) }).unwrap();
      attempt.current = null;
      onPlaced(placed);
    } catch (error) {
      const apiError = normaliseError(error as ApiError, errorTexts());
      const { errors: fields } = mapServerFields(apiError.fields);
      setServerErrors(fields);
      setFailure(apiError);
      focusFirst(fields);
    }
  };

  const sums = totals(info, effective);
  const hasProblems = Object.keys(errors).length > 0;
  return (
    <form className="checkout" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">{t('checkout.title')}</h1>
      <ContactSection form={form} errors={errors} onChange={change} />
      <DeliverySection form={form} errors={errors} onChange={change} suggest={info.suggest} />
      <PaymentSection form={form} errors={errors} onChange={change} info={info} />
      <BonusSection form={effective} errors={errors} onChange={change} info={info} />
      <div className="checkout-section">
        <Field id="checkout-comment" label={t('checkout.comment')} optional={t('checkout.optional')} hint={t('checkout.commentHint')} problem={errors.comment}>
          {(p) => <textarea {...p} name="comment" rows={3} maxLength={1000} value={form.comment} onChange={(e) => change({ comment: e.target.value })} />}
        </Field>
      </div>
      <SummarySection lines={lines} itemsCount={info.itemsCount} sums={sums}>
        <div className="checkout__submit-area" aria-live="polite">
          {failure ? (
            <p className="checkout__failure" role="alert">
              {failure.message}
              {failure.code && STOCK_CODES.has(failure.code) ? <> <Link to={paths.cart}>{t('checkout.toCart')}</Link></> : null}
            </p>
          ) : hasProblems ? (
            <p className="checkout__failure" role="alert">{t('checkout.fixErrors')}</p>
          ) : null}
          <button type="submit" className="button button--primary checkout__submit" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? t('checkout.submitting') : t('checkout.submit')}
          </button>
          <p className="checkout__agree">{t('checkout.agree')}</p>
        </div>
      </SummarySection>
    </form>
  );
}
