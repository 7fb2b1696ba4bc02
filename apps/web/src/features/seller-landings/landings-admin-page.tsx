import type { SellerLanding } from '@storefront/contract/seller';
import { toBase36 } from '@storefront/contract/links';
import { generatePath, Link, useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { formatDate } from '../../shared/lib/format';
import { BackLink } from '../../shared/ui/back-link';
import { ConfirmButton } from '../../shared/ui/confirm-button';
import { useRequestNotice } from '../../shared/ui/use-request-notice';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useAdminLandingsQuery, useDeleteLandingMutation, usePublishLandingMutation, useReorderLandingsMutation } from './api';
import { SellerLandingsMessages, useLandingsT } from './messages';
import '../../shared/ui/seller-admin.css';
import { withMessages } from '../../shared/lib/feature-messages';

const day = (iso: string | null) => (iso ? formatDate(new Date(iso)) : null);

function LandingRow({ landing, showcaseId, ids, index }: { landing: SellerLanding; showcaseId: number; ids: number[]; index: number }) {
  const t = useLandingsT();
  const run = useRequestNotice();
  const [publish, publishing] = usePublishLandingMutation();
  const [reorder, reordering] = useReorderLandingsMutation();
  const [remove] = useDeleteLandingMutation();
  const move = (delta: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + delta]] = [next[index + delta]!, next[index]!];
    void run(reorder({ ShowcaseID: showcaseId, ids: next }).unwrap());
  };
  const from = day(landing.startsAt) ?? t('landings.admin.noDate');
  const to = day(landing.endsAt) ?? t('landings.admin.noDate');
  return (
    <li className="card seller-card">
      <div className="seller__row" style={{ justifyContent: 'space-between' }}>
        <strong className="seller-showcase__name">{landing.title}</strong>
        <span className="chip">{landing.published ? t('landings.admin.published') : t('landings.admin.draft')}</span>
      </div>
      <div className="seller-showcase__meta">
        <span dir="ltr">{landing.slug}</span> · {t('landings.admin.dates', { from, to })} ·{' '}
        {landing.live ? t('landings.admin.live') : t('landings.admin.notLive')}
      </div>
      <div className="seller__row">
        <Link className="chip" to={generatePath(paths.showcaseAction, { id: String(showcaseId), aid: String(landing.id) })}>
          {t('landings.admin.edit')}
        </Link>
        <button
          type="button"
          className="chip"
          disabled={publishing.isLoading}
          onClick={() => void run(publish({ ShowcaseID: showcaseId, id: landing.id, published: !landing.published }).unwrap())}
        >
          {landing.published ? t('landings.admin.unpublish') : t('landings.admin.publish')}
        </button>
        <button
          type="button"
          className="chip"
          aria-label={t('landings.admin.up', { title: landing.title })}
          disabled={index === 0 || reordering.isLoading}
          onClick={() => move(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="chip"
          aria-label={t('landings.admin.down', { title: landing.title })}
          disabled={index === ids.length - 1 || reordering.isLoading}
          onClick={() => move(1)}
        >
          ↓
        </button>
        {landing.live ? (
          <a className="chip" href={`${generatePath(paths.action, { actionId: String(landing.id) })}?s=${toBase36(showcaseId)}`}>
            {t('landings.admin.view')}
          </a>
        ) : null}
        <ConfirmButton
          className="chip"
          label={t('landings.admin.delete')}
          title={t('landings.admin.deleteConfirm', { title: landing.title })}
          acceptLabel={t('landings.admin.delete')}
          onConfirm={() => void run(remove({ ShowcaseID: showcaseId, id: landing.id }).unwrap(), t('landings.admin.deleted'))}
        />
      </div>
    </li>
  );
}

function AdminView() {
  const t = useLandingsT();
  const showcaseId = Number(useParams().id);
  const { data, error, refetch } = useAdminLandingsQuery(showcaseId, { skip: !(showcaseId > 0) });
  const ids = data?.actions.map((a) => a.id) ?? [];
  return (
    <section className="seller" aria-labelledby="landings-admin-title">
      <BackLink to={generatePath(paths.showcaseEdit, { id: String(showcaseId) })}>{t('landings.admin.back')}</BackLink>
      <div className="seller__row" style={{ justifyContent: 'space-between' }}>
        <h1 id="landings-admin-title" className="seller__title">
          {t('landings.admin.title')}
        </h1>
        <Link className="button button--primary" to={generatePath(paths.showcaseActionNew, { id: String(showcaseId) })}>
          {t('landings.admin.create')}
        </Link>
      </div>
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <PageLoader /> : null}
      {data && data.actions.length === 0 ? <p className="muted">{t('landings.admin.empty')}</p> : null}
      {data && data.actions.length > 0 ? (
        <ul className="stack-list seller-list" aria-label={t('landings.admin.title')}>
          {data.actions.map((a, i) => (
            <LandingRow key={a.id} landing={a} showcaseId={showcaseId} ids={ids} index={i} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /account/profile/showcases/{id}/edit_actions: all landings of the showcase with publish state and dates. */
export const LandingsAdminPage = withMessages(SellerLandingsMessages, AdminView);
