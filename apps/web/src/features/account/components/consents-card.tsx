import type { ConsentState } from '@storefront/contract/consent';
import { useIntl } from '../../../shared/lib/intl';
import { useConsentsQuery, useGiveConsentMutation, useProfileQuery, useUpdateClientMutation, useWithdrawConsentMutation } from '../api';
import { useAccountT } from '../messages';
import { AccountCard } from './account-card';

function Purpose({ state }: { state: ConsentState }) {
  const t = useAccountT();
  const { locale } = useIntl();
  const [give, giving] = useGiveConsentMutation();
  const [withdraw, withdrawing] = useWithdrawConsentMutation();
  const busy = giving.isLoading || withdrawing.isLoading;
  const current = state.given !== null && state.given.documentId === state.document.id;
  const date = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <li className="account-consent">
      <label className="account-consent__box">
        <input
          type="checkbox"
          checked={current}
          disabled={busy}
          onChange={(e) => void (e.target.checked ? give({ documentId: state.document.id }) : withdraw({ purpose: state.purpose }))}
        />
        <span>{t(state.purpose === 'order' ? 'account.consent.order' : 'account.consent.marketing')}</span>
      </label>
      <p className="account-consent__state">
        {state.given
          ? t('account.consent.given', { version: state.given.version, date: date(state.given.at), ip: state.given.ip })
          : state.withdrawnAt
            ? t('account.consent.withdrawn', { date: date(state.withdrawnAt) })
            : t('account.consent.none')}
        {state.given && !current ? ` ${t('account.consent.newVersion', { version: state.document.version })}` : ''}
      </p>
      <details className="consent-text account-consent__text">
        <summary>{t('account.consent.read', { version: state.document.version })}</summary>
        <h3>{state.document.title}</h3>
        <p>{state.document.body}</p>
      </details>
    </li>
  );
}

/** Whether the sellers upline of the user may see the user's name (their what-if calculator); off until ticked. */
function ShownToUpline() {
  const t = useAccountT();
  const { data: profile } = useProfileQuery();
  const [update, { isLoading }] = useUpdateClientMutation();
  if (!profile) return null;
  return (
    <li className="account-consent">
      <label className="account-consent__box">
        <input
          type="checkbox"
          checked={profile.shownToUpline === true}
          disabled={isLoading}
          onChange={(e) => void update({ shownToUpline: e.target.checked })}
        />
        <span>{t('account.shownToUpline')}</span>
      </label>
    </li>
  );
}

/** 152-ФЗ: the consents of the account, one unticked box per purpose, readable and withdrawable at any time. */
export function ConsentsCard() {
  const t = useAccountT();
  const { data } = useConsentsQuery();
  if (!data) return null;
  return (
    <AccountCard titleId="account-consents-title" title={t('account.consent.title')} className="account-consents">
      <ul className="stack-list account-consents__list">
        {data.consents.map((c) => (
          <Purpose key={c.purpose} state={c} />
        ))}
        <ShownToUpline />
      </ul>
      <details className="consent-text account-consent__text">
        <summary>{data.privacy.title}</summary>
        <p>{data.privacy.body}</p>
      </details>
    </AccountCard>
  );
}
