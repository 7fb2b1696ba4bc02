import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { toBase36 } from '@storefront/contract/links';
import { generatePath, Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { formatAmount, formatDate, formatTime, fromUnixSeconds } from '../../shared/lib/format';
import { useIntl } from 'react-intl';
import { BackLink } from '../../shared/ui/back-link';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useShowcaseSettingsQuery } from './api';
import { LogoCard } from './components/logo-card';
import { PeopleCard } from './components/people-card';
import { RemoveCard } from './components/remove-card';
import { SectionForm } from './components/section-form';
import { SECTIONS } from './components/sections';
import { StateCard } from './components/state-card';
import { SellerShowcasesMessages, useSellerT } from './messages';
import '../../shared/ui/seller-admin.css';

function EditView() {
  const t = useSellerT();
  const intl = useIntl();
  const id = Number(useParams().id);
  const { data, error, refetch } = useShowcaseSettingsQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  const readOnly = data.stateId === SHOWCASE_STATE.blocked && !data.isOperator;
  const updated = fromUnixSeconds(data.updatedAfter);
  const sid = String(data.id);
  return (
    <section className="seller" aria-labelledby="seller-edit-title">
      <BackLink to={paths.showcases}>{t('seller.back.list')}</BackLink>
      <h1 id="seller-edit-title" className="seller__title">{data.info.name}</h1>
      <p className="muted">{t('seller.edit.updated', { date: `${formatDate(updated)} ${formatTime(updated)}` })}</p>
      <div className="seller__row">
        <Link className="chip" to={generatePath(paths.showcaseActions, { id: sid })}>{t('seller.edit.landings')}</Link>
        <Link className="chip" to={generatePath(paths.showcaseCategories, { id: sid })}>{t('seller.list.categories')}</Link>
        <Link className="chip" to={generatePath(paths.showcaseBonuses, { id: sid })}>{t('seller.list.bonuses')}</Link>
        <a className="chip" href={`${paths.home}?s=${toBase36(data.id)}`}>{t('seller.edit.open')}</a>
      </div>
      <StateCard settings={data} />
      <LogoCard settings={data} readOnly={readOnly} />
      {/* Keyed by updatedAfter: a save elsewhere reloads the forms with what the server now holds. */}
      {SECTIONS.map((spec) => <SectionForm key={`${spec.name}-${data.updatedAfter}`} spec={spec} settings={data} readOnly={readOnly} />)}
      <section className="seller-card" aria-labelledby="seller-fund-title">
        <h2 id="seller-fund-title" className="seller-card__title">{t('seller.fund.title')}</h2>
        <p className="seller-showcase__name">{formatAmount(data.localFund.balance / 100, intl.locale)}</p>
        <p className="muted">{t('seller.fund.text')}</p>
      </section>
      <PeopleCard settings={data} kind="admins" readOnly={readOnly} />
      <PeopleCard settings={data} kind="bans" readOnly={readOnly} />
      <RemoveCard settings={data} />
    </section>
  );
}

/** /account/profile/showcases/{id}: the settings of one showcase the user administers. */
export function ShowcaseEditPage() {
  return (
    <SellerShowcasesMessages>
      <EditView />
    </SellerShowcasesMessages>
  );
}
