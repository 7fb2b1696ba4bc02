import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { toBase36 } from '@storefront/contract/links';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useBlocker } from '../../shared/lib/history-router';
import { paths } from '../../shared/lib/paths';
import { formatAmount, formatDate, formatTime, fromUnixSeconds } from '../../shared/lib/format';
import { useIntl } from '../../shared/lib/intl';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useShowcaseSettingsQuery } from './api';
import { BotsCard } from './components/bots-card';
import { ConsentCard } from './components/consent-card';
import { CourierCard } from './components/courier-card';
import { DomainCard } from './components/domain-card';
import { LogoCard } from './components/logo-card';
import { PeopleCard } from './components/people-card';
import { RemoveCard } from './components/remove-card';
import { SectionForm } from './components/section-form';
import { SECTIONS } from './components/sections';
import { ShowcaseLinks } from './components/showcase-links';
import { StateCard } from './components/state-card';
import { SellerShowcasesMessages, useSellerT } from './messages';
import '../../shared/ui/seller-admin.css';
import { SellerCard } from '../../shared/ui/seller-card';
import { withMessages } from '../../shared/lib/feature-messages';
import { SellerPage } from '../../shared/ui/seller-page';

type Key = Parameters<ReturnType<typeof useSellerT>>[0];

/** Sections holding unsaved edits: leaving the page (a link, back, closing the tab) asks first. */
function useUnsavedGuard() {
  const [dirty, setDirty] = useState<readonly string[]>([]);
  const onDirtyChange = useCallback((section: string, isDirty: boolean) => {
    setDirty((list) => (isDirty ? (list.includes(section) ? list : [...list, section]) : list.filter((s) => s !== section)));
  }, []);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.length > 0 && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (dirty.length === 0) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty.length]);
  return { dirty, onDirtyChange, blocker };
}

function EditView() {
  const t = useSellerT();
  const intl = useIntl();
  const id = Number(useParams().id);
  const { data, error, refetch } = useShowcaseSettingsQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const guard = useUnsavedGuard();
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  const readOnly = data.stateId === SHOWCASE_STATE.blocked && !data.isOperator;
  const updated = fromUnixSeconds(data.updatedAfter);
  return (
    <SellerPage titleId="seller-edit-title" title={data.info.name} back={{ to: paths.showcases, label: t('seller.back.list') }}>
      <p className="muted">{t('seller.edit.updated', { date: `${formatDate(updated)} ${formatTime(updated)}` })}</p>
      <div className="seller__row">
        <ShowcaseLinks id={String(data.id)} landingsLabel={t('seller.edit.landings')} />
        <a className="chip" href={`${paths.home}?s=${toBase36(data.id)}`}>
          {t('seller.edit.open')}
        </a>
      </div>
      <StateCard settings={data} />
      <LogoCard settings={data} readOnly={readOnly} />
      {/* A save elsewhere refreshes the sections without unsaved edits; the others keep what is being typed. */}
      {SECTIONS.map((spec) => [
        <SectionForm key={spec.name} spec={spec} settings={data} readOnly={readOnly} onDirtyChange={guard.onDirtyChange} />,
        spec.name === 'domain' ? <DomainCard key="domain-verification" settings={data} readOnly={readOnly} /> : null,
      ])}
      <SellerCard titleId="seller-fund-title" title={t('seller.fund.title')}>
        <p className="seller-showcase__name">{formatAmount(data.localFund.balance / 100, intl.locale)}</p>
        <p className="muted">{t('seller.fund.text')}</p>
      </SellerCard>
      <CourierCard settings={data} readOnly={readOnly} />
      <ConsentCard settings={data} readOnly={readOnly} />
      <BotsCard showcaseId={data.id} readOnly={readOnly} />
      <PeopleCard settings={data} kind="admins" readOnly={readOnly} />
      <PeopleCard settings={data} kind="bans" readOnly={readOnly} />
      <RemoveCard settings={data} />
      <ConfirmDialog
        open={guard.blocker.state === 'blocked'}
        title={t('seller.unsaved.title')}
        acceptLabel={t('seller.unsaved.leave')}
        cancelLabel={t('seller.unsaved.stay')}
        onAccept={() => guard.blocker.proceed?.()}
        onCancel={() => guard.blocker.reset?.()}
      >
        <p>
          {t('seller.unsaved.text', {
            sections: guard.dirty.map((name) => t((SECTIONS.find((s) => s.name === name)?.title ?? name) as Key)).join(', '),
          })}
        </p>
      </ConfirmDialog>
    </SellerPage>
  );
}

/** /account/profile/showcases/{id}: the settings of one showcase the user administers. */
export const ShowcaseEditPage = withMessages(SellerShowcasesMessages, EditView);
