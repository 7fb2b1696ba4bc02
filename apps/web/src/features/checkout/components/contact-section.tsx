import type { InputHTMLAttributes } from 'react';
import type { CheckoutForm, FieldErrors } from '../form-state';
import { useCheckoutT } from '../messages';
import { Field, Section, type ControlProps } from './field';

export interface SectionProps {
  form: CheckoutForm;
  errors: FieldErrors;
  onChange: (patch: Partial<CheckoutForm>) => void;
}

type ContactKey = 'name' | 'phone' | 'email';

/** What each contact input asks the browser and keyboard for. */
const INPUTS: Record<ContactKey, InputHTMLAttributes<HTMLInputElement>> = {
  name: { autoComplete: 'name', maxLength: 100 },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr', placeholder: '+7 912 345-67-89', maxLength: 25 },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', dir: 'ltr', maxLength: 200 },
};

export function ContactSection({ form, errors, onChange }: SectionProps) {
  const t = useCheckoutT();
  const input = (key: ContactKey) => (p: ControlProps) => (
    <input {...p} {...INPUTS[key]} name={key} value={form[key]} onChange={(e) => onChange({ [key]: e.target.value })} />
  );
  return (
    <Section id="checkout-contact" title={t('checkout.contact')}>
      <Field id="checkout-name" label={t('checkout.name')} problem={errors.name}>
        {input('name')}
      </Field>
      <Field id="checkout-phone" label={t('checkout.phone')} hint={t('checkout.phoneHint')} problem={errors.phone}>
        {input('phone')}
      </Field>
      <Field id="checkout-email" label={t('checkout.email')} optional={t('checkout.optional')} hint={t('checkout.emailHint')} problem={errors.email}>
        {input('email')}
      </Field>
    </Section>
  );
}
