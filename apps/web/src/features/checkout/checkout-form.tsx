import type { CartLine } from '@storefront/contract/cart';
import type { CheckoutInfo } from '@storefront/contract/orders';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LEGAL_PAGE_ALIASES } from '@storefront/contract/constants';
import { paths, staticPagePath } from '../../shared/lib/paths';
import { useStartupConfig } from '../../shared/lib/startup';
import { errorTexts } from '../../shared/lib/api';
import { normaliseError, type ApiError } from '../../shared/lib/api-error';
import { newAttemptKey } from './attempt-key';
import { alreadyPlacedOrderId, usePlaceOrderMutation, type PlaceOrderResponse } from './api';
import { BonusSection } from './components/bonus-section';
import { ConsentSection } from './components/consent-section';
import { ContactSection } from './components/contact-section';
import { DeliverySection } from './components/delivery-section';
import { Field } from './components/field';
import { PaymentSection } from './components/payment-section';
import { SummarySection } from './components/summary-section';
import {
  bonusLimits,
  FIELD_ORDER,
  initialForm,
  mapServerFields,
  toBody,
  totals,
  validate,
  type CheckoutForm,
  type FieldErrors,
  type FieldName,
} from './form-state';
import { useCheckoutT } from './messages';

/** The consent line under the button, linking the seller's offer and privacy pages when the showcase has them. */
function Agreement() {
  const t = useCheckoutT();
  const pages = new Set(useStartupConfig()?.staticGroups.flatMap((g) => g.pages.map((p) => p.alias)) ?? []);
  const offer = pages.has(LEGAL_PAGE_ALIASES.offer);
  const privacy = pages.has(LEGAL_PAGE_ALIASES.privacy);
  if (!offer && !privacy) return <p className="checkout__agree">{t('checkout.agree')}</p>;
  return (
    <p className="checkout__agree">
      {t('checkout.agreeLead')}{' '}
      {offer ? <Link to={staticPagePath(LEGAL_PAGE_ALIASES.offer)}>{t('checkout.agreeOffer')}</Link> : t('checkout.agreeTerms')}
      {privacy ? (
        <>
          {' '}
          {t('checkout.agreeAnd')} <Link to={staticPagePath(LEGAL_PAGE_ALIASES.privacy)}>{t('checkout.agreePrivacy')}</Link>
        </>
      ) : null}
      .
    </p>
  );
}

const FIELD_IDS: Record<FieldName, string> = {
  name: 'checkout-name',
  phone: 'checkout-phone',
  email: 'checkout-email',
  city: 'checkout-city',
  address: 'checkout-address',
  method: 'checkout-delivery',
  choice: 'checkout-choice',
  consentOrder: 'checkout-consent-order',
  paymentSystemId: 'checkout-payment',
  bonusNetwork: 'bonusNetwork',
  bonusLocal: 'bonusLocal',
  comment: 'checkout-comment',
};

function focusFirst(errors: FieldErrors): void {
  const first = FIELD_ORDER.find((f) => errors[f]);
  if (first) document.getElementById(FIELD_IDS[first])?.focus();
}

const STOCK_CODES = new Set(['OUT_OF_STOCK', 'STOCK_LIMIT', 'CART_EMPTY']);

interface CheckoutFormProps {
  info: CheckoutInfo;
  lines: CartLine[];
  onPlaced: (placed: PlaceOrderResponse) => void;
  /** Another tab or device placed this cart first: show that order instead of an error. */
  onAlreadyPlaced: (orderId: number) => void;
}

/** The one-screen checkout: contact, delivery, payment, bonuses, comment, summary. */
export function CheckoutFormView({ info, lines, onPlaced, onAlreadyPlaced }: CheckoutFormProps) {
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
  const effective: CheckoutForm = {
    ...form,
    bonusNetwork: Math.min(form.bonusNetwork, limits.network),
    bonusLocal: Math.min(form.bonusLocal, limits.local),
  };
  const clientProblems = submitted ? validate(effective) : {};
  const errors: FieldErrors = { ...serverErrors };
  for (const [field, problem] of Object.entries(clientProblems) as Array<[FieldName, string]>)
    errors[field] ??= t(`checkout.error.${problem}` as 'checkout.error.name');

  const change = useCallback((patch: Partial<CheckoutForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as FieldName[]) delete next[key];
      if ('address' in patch || 'fiasId' in patch) delete next.address;
      if ('quote' in patch) delete next.choice;
      return next;
    });
  }, []);

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
      const placedBefore = alreadyPlacedOrderId(apiError.data);
      if (placedBefore !== null) {
        attempt.current = null;
        onAlreadyPlaced(placedBefore);
        return;
      }
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
      <h1 id="checkout-title" className="checkout__title">
        {t('checkout.title')}
      </h1>
      <ContactSection form={form} errors={errors} onChange={change} />
      <DeliverySection form={form} errors={errors} onChange={change} suggest={info.suggest} units={info.itemsCount} />
      <PaymentSection form={form} errors={errors} onChange={change} info={info} />
      <BonusSection form={effective} errors={errors} onChange={change} info={info} />
      <div className="card checkout-section">
        <Field
          id="checkout-comment"
          label={t('checkout.comment')}
          optional={t('checkout.optional')}
          hint={t('checkout.commentHint')}
          problem={errors.comment}
        >
          {(p) => (
            <textarea {...p} name="comment" rows={3} maxLength={1000} value={form.comment} onChange={(e) => change({ comment: e.target.value })} />
          )}
        </Field>
      </div>
      <ConsentSection form={form} errors={errors} onChange={change} />
      <SummarySection lines={lines} itemsCount={info.itemsCount} sums={sums}>
        <div className="checkout__submit-area" aria-live="polite">
          {failure ? (
            <p className="checkout__failure" role="alert">
              {failure.message}
              {failure.code && STOCK_CODES.has(failure.code) ? (
                <>
                  {' '}
                  <Link to={paths.cart}>{t('checkout.toCart')}</Link>
                </>
              ) : null}
            </p>
          ) : hasProblems ? (
            <p className="checkout__failure" role="alert">
              {t('checkout.fixErrors')}
            </p>
          ) : null}
          <button type="submit" className="button button--primary checkout__submit" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? t('checkout.submitting') : t('checkout.submit')}
          </button>
          <Agreement />
        </div>
      </SummarySection>
    </form>
  );
}
