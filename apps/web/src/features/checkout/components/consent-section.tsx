import type { ConsentDocument } from '@storefront/contract/consent';
import { useEffect } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { useCheckoutConsentsQuery } from '../api';
import { useCheckoutT } from '../messages';
import type { SectionProps } from './contact-section';
import { Section } from './field';

function DocumentText({ doc, label }: { doc: ConsentDocument; label: string }) {
  return (
    <details className="consent-text checkout-consent__text">
      <summary>{label}</summary>
      <h3>{doc.title}</h3>
      <p>{doc.body}</p>
    </details>
  );
}

/**
 * 152-ФЗ: one unticked box per purpose — processing for the order (required to place it) and marketing (optional) —
 * each with its document to read; a consent already in force is shown instead of the box, with where to withdraw it.
 */
export function ConsentSection({ form, errors, onChange }: SectionProps) {
  const t = useCheckoutT();
  const { locale } = useIntl();
  const { data } = useCheckoutConsentsQuery();
  const order = data?.consents.find((c) => c.purpose === 'order');
  const marketing = data?.consents.find((c) => c.purpose === 'marketing');
  const given = !!order?.given && order.given.documentId === order.document.id;

  useEffect(() => {
    if (given !== form.consentGiven) onChange({ consentGiven: given });
  }, [given, form.consentGiven, onChange]);

  if (!data || !order || !marketing) return null;
  return (
    <Section id="checkout-consent" title={t('checkout.consents')}>
      {given ? (
        <p className="checkout-consent__given">
          {t('checkout.consentGiven', {
            version: order.given!.version,
            date: new Date(order.given!.at).toLocaleDateString(locale),
          })}
        </p>
      ) : (
        <label className={`checkout-consent${errors.consentOrder ? ' checkout-consent--problem' : ''}`}>
          <input
            id="checkout-consent-order"
            type="checkbox"
            name="consentOrder"
            checked={form.consentOrder === order.document.id}
            aria-invalid={errors.consentOrder ? true : undefined}
            aria-describedby={errors.consentOrder ? 'checkout-consent-order-error' : undefined}
            onChange={(e) => onChange({ consentOrder: e.target.checked ? order.document.id : 0 })}
          />
          <span>{t('checkout.consentOrder')}</span>
        </label>
      )}
      {!given && errors.consentOrder ? (
        <p id="checkout-consent-order-error" className="checkout-field__error">
          {errors.consentOrder}
        </p>
      ) : null}
      <DocumentText doc={order.document} label={t('checkout.consentRead', { version: order.document.version })} />
      {marketing.given ? null : (
        <label className="checkout-consent">
          <input
            type="checkbox"
            name="consentMarketing"
            checked={form.consentMarketing === marketing.document.id}
            onChange={(e) => onChange({ consentMarketing: e.target.checked ? marketing.document.id : 0 })}
          />
          <span>{t('checkout.consentMarketing')}</span>
        </label>
      )}
      <DocumentText doc={data.privacy} label={t('checkout.privacy')} />
    </Section>
  );
}
