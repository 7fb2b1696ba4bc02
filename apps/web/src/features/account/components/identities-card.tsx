import type { IdentityLink } from '@storefront/contract/identities';
import { useState } from 'react';
import { platform } from '../../../shared/lib/platform';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useCreateIdentityLinkMutation, useIdentitiesQuery } from '../api';
import { useAccountT } from '../messages';
import { AccountCard } from './account-card';

type Messenger = 'telegram' | 'max';
const MESSENGERS: readonly Messenger[] = ['telegram', 'max'];

function linkOf(link: IdentityLink, messenger: Messenger): string | null {
  return messenger === 'telegram' ? link.telegramLink : link.maxLink;
}

/**
 * The messenger accounts of the user (issue 19): which of Telegram and MAX are attached, and for a missing one a link
 * action. After a confirmation the server makes a one-time code; its deep link opens the showcase's Mini App in that
 * messenger, where the launch attaches that messenger's account to this user.
 */
export function IdentitiesCard() {
  const t = useAccountT();
  const { data, refetch, isFetching } = useIdentitiesQuery();
  const [createLink, { isLoading, error }] = useCreateIdentityLinkMutation();
  const [confirming, setConfirming] = useState<Messenger | null>(null);
  const [issued, setIssued] = useState<{ messenger: Messenger; link: IdentityLink } | null>(null);
  if (!data) return null;

  const accept = async () => {
    const messenger = confirming;
    setConfirming(null);
    if (!messenger) return;
    try {
      setIssued({ messenger, link: await createLink().unwrap() });
    } catch {
      setIssued(null);
    }
  };
  const deepLink = issued ? linkOf(issued.link, issued.messenger) : null;

  return (
    <AccountCard titleId="account-identities-title" title={t('account.identities.title')} className="account-identities">
      <ul className="account-identities__list">
        {MESSENGERS.map((messenger) => (
          <li key={messenger} className="account-identities__item">
            <span className="account-identities__name">{t(`account.identities.${messenger}`)}</span>
            {data[messenger] ? (
              <span className="account-identities__state account-identities__state--linked">{t('account.identities.linked')}</span>
            ) : (
              <>
                <span className="account-identities__state">{t('account.identities.notLinked')}</span>
                <button
                  type="button"
                  className="button button--secondary account-identities__link"
                  disabled={isLoading}
                  aria-label={t('account.identities.link.of', { messenger: t(`account.identities.${messenger}`) })}
                  onClick={() => setConfirming(messenger)}
                >
                  {t('account.identities.link')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {error ? (
        <p className="account-identities__error" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : null}
      {issued ? (
        <div className="account-identities__issued" role="status">
          {deepLink ? (
            <>
              <p>
                {t('account.identities.issued', { minutes: issued.link.expiresInMinutes, messenger: t(`account.identities.${issued.messenger}`) })}
              </p>
              <a
                className="button button--primary"
                href={deepLink}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => {
                  e.preventDefault();
                  platform.openExternal(deepLink);
                }}
              >
                {t('account.identities.open', { messenger: t(`account.identities.${issued.messenger}`) })}
              </a>
              <button type="button" className="button button--secondary" disabled={isFetching} onClick={() => void refetch()}>
                {t('account.identities.check')}
              </button>
            </>
          ) : (
            <p>{t('account.identities.noBot', { messenger: t(`account.identities.${issued.messenger}`) })}</p>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t('account.identities.confirm', { messenger: t(`account.identities.${confirming}`) }) : undefined}
        acceptLabel={t('account.identities.confirm.accept')}
        cancelLabel={t('account.identities.confirm.cancel')}
        onAccept={() => void accept()}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming ? t('account.identities.confirm.text', { messenger: t(`account.identities.${confirming}`) }) : null}</p>
      </ConfirmDialog>
    </AccountCard>
  );
}
