import type { CheckoutForm, FieldErrors } from '../form-state';
import { useCheckoutT } from '../messages';
import { Field, Section } from './field';

export interface SectionProps {
  form: CheckoutForm;
  errors: FieldErrors;
  onChange: (patch: Partial<CheckoutForm>) => void;
}

export function ContactSection({ form, errors, onChange }: SectionProps) {
  const t = useCheckoutT();
  return (
    <Section id="checkout-contact" title={t('checkout.contact')}>
      <Field id="checkout-name" label={t('checkout.name')} problem={errors.name}>
        {(p) => (
          <input {...p} name="name" autoComplete="name" value={form.name} maxLength={100} onChange={(e) => onChange({ name: e.target.value })} />
        )}
      </Field>
      <Field id="checkout-phone" label={t('checkout.phone')} hint={t('checkout.phoneHint')} problem={errors.phone}>
        {(p) => (
          <input
            {...p}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder="+7 912 345-67-89"
            value={form.phone}
            maxLength={25}
            onChange={(e) => onChange({ phone: e.target.value })}
          />
        )}
      </Field>
      <Field id="checkout-email" label={t('checkout.email')} optional={t('checkout.optional')} hint={t('checkout.emailHint')} problem={errors.email}>
        {(p) => (
          <input
            {...p}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            value={form.email}
            maxLength={200}
            onChange={(e) => onChange({ email: e.target.value })}
          />
        )}
      </Field>
    </Section>
  );
}
