import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { useNotify } from '../../../shared/lib/use-notify';
import { formatLongDate } from '../../../shared/lib/format';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Field } from '../../../shared/ui/form-field';
import { SellerCard } from '../../../shared/ui/seller-card';
import { StatusPill } from '../../../shared/ui/status-pill';
import { useApproveDomainMutation, useVerifyDomainMutation } from '../api';
import { useSellerT } from '../messages';
import { FormProblem } from '../../../shared/ui/form-problem';

const REASON_MIN = 3;

/** An operator's approval of the domain, with the reason the server keeps. */
function ApproveForm({ id }: { id: number }) {
  const t = useSellerT();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [approve, { isLoading }] = useApproveDomainMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN) return setError(t('seller.domain.reasonShort'));
    try {
      await approve({ id, reason: reason.trim() }).unwrap();
      notify({ message: t('seller.domain.approved') });
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };
  return (
    <form className="seller-field" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('seller.domain.approve')}>
      <Field label={t('seller.domain.reason')} value={reason} onChange={setReason} error={error} maxLength={500} />
      <button type="submit" className="button" disabled={isLoading}>
        {t('seller.domain.approve')}
      </button>
    </form>
  );
}

/**
 * Whether the custom domain is proven (DESIGN §5): until then it does not open the showcase. Shows the TXT record
 * to create and «Проверить», which asks the server to look it up now; operators may approve it instead.
 */
export function DomainCard({ settings, readOnly }: { settings: SellerShowcaseSettings; readOnly: boolean }) {
  const t = useSellerT();
  const { locale } = useIntl();
  const notify = useNotify();
  const [verify, { isLoading }] = useVerifyDomainMutation();
  const [problem, setProblem] = useState<string>();
  const v = settings.domainVerification;
  if (v.status === 'none') return null;

  const onVerify = async () => {
    try {
      await verify(settings.id).unwrap();
      setProblem(undefined);
      notify({ message: t('seller.domain.verifiedNow') });
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <SellerCard
      titleId="seller-domain-title"
      title={t('seller.domain.title', { domain: settings.domain })}
      aside={
        <StatusPill tone={v.status === 'verified' ? 'success' : 'warning'}>
          {t(v.status === 'verified' ? 'seller.domain.verified' : 'seller.domain.pending')}
        </StatusPill>
      }
    >
      {v.status === 'verified' ? (
        <p className="muted">
          {t(v.method === 'operator' ? 'seller.domain.byOperator' : 'seller.domain.byDns', {
            date: v.verifiedAt ? formatLongDate(new Date(v.verifiedAt), locale) : '',
          })}
        </p>
      ) : (
        <>
          <p className="muted">{t('seller.domain.instructions')}</p>
          <dl className="seller-domain-record">
            <dt>{t('seller.domain.recordType')}</dt>
            <dd dir="ltr">TXT</dd>
            <dt>{t('seller.domain.recordName')}</dt>
            <dd dir="ltr">
              <code>{v.record}</code>
            </dd>
            <dt>{t('seller.domain.recordValue')}</dt>
            <dd dir="ltr">
              <code>{v.value}</code>
            </dd>
          </dl>
          <FormProblem problem={problem} />
          <button type="button" className="button button--primary" disabled={isLoading || readOnly} onClick={() => void onVerify()}>
            {isLoading ? t('seller.domain.checking') : t('seller.domain.check')}
          </button>
          {settings.isOperator ? <ApproveForm id={settings.id} /> : null}
        </>
      )}
    </SellerCard>
  );
}
