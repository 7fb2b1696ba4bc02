import type { SellerClaim } from '@storefront/contract/claims';
import { useState } from 'react';
import { generatePath, Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { formatDate } from '../../shared/lib/format';
import { BackLink } from '../../shared/ui/back-link';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useShowcaseClaimQuery, useShowcaseClaimsQuery, type InboxFilter } from './api';
import { ClaimDetail } from './components/claim-detail';
import { SellerClaimStatus } from './components/claim-status';
import { SellerClaimsMessages, useSellerClaimsT } from './messages';
import '../../shared/ui/seller-admin.css';
import './seller-claims.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { SellerPage } from '../../shared/ui/seller-page';

const FILTERS: readonly InboxFilter[] = ['open', 'decided', 'all'];

function ClaimRow({ claim, to }: { claim: SellerClaim; to: string }) {
  const t = useSellerClaimsT();
  const units = claim.lines.reduce((n, l) => n + l.claimed, 0);
  return (
    <li className="card seller-card seller-claim-row">
      <div className="seller-card__head">
        <Link to={to} className="seller-claim-row__link">
          {t('sellerClaims.item', { number: claim.order.number })}
        </Link>
        <SellerClaimStatus status={claim.status} />
      </div>
      <p className="muted">
        {claim.buyerName} · {formatDate(new Date(claim.createdAt))} · {t('sellerClaims.summary', { count: units, name: claim.line.name })}
      </p>
    </li>
  );
}

function Inbox({ showcaseId }: { showcaseId: number }) {
  const t = useSellerClaimsT();
  const [filter, setFilter] = useState<InboxFilter>('open');
  const { data, error, refetch } = useShowcaseClaimsQuery({ showcaseId, filter });
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  return (
    <>
      <div className="seller__row" role="group" aria-label={t('sellerClaims.filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className="chip" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`sellerClaims.filter.${f}` as const)}
          </button>
        ))}
      </div>
      {!data ? (
        <PageLoader />
      ) : data.length === 0 ? (
        <p className="card seller-card muted">{t('sellerClaims.empty')}</p>
      ) : (
        <ul className="stack-list stack-list--tight seller-claims__list" aria-label={t('sellerClaims.list')}>
          {data.map((c) => (
            <ClaimRow key={c.id} claim={c} to={`?claim=${c.id}`} />
          ))}
        </ul>
      )}
    </>
  );
}

function Detail({ showcaseId, id }: { showcaseId: number; id: number }) {
  const t = useSellerClaimsT();
  const { data, error, refetch } = useShowcaseClaimQuery({ showcaseId, id });
  return (
    <>
      <BackLink to="?">{t('sellerClaims.toList')}</BackLink>
      {error ? (
        <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />
      ) : data ? (
        <ClaimDetail showcaseId={showcaseId} claim={data} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

function SellerClaimsView() {
  const t = useSellerClaimsT();
  const showcaseId = Number(useParams().id);
  const [params] = useSearchParams();
  const claimId = Number(params.get('claim'));
  if (!Number.isInteger(showcaseId) || showcaseId <= 0) return <p className="card seller-card">{t('sellerClaims.notFound')}</p>;
  return (
    <SellerPage
      titleId="seller-claims-title"
      title={t('sellerClaims.title')}
      back={{ to: generatePath(paths.showcaseEdit, { id: String(showcaseId) }), label: t('sellerClaims.back') }}
      className="seller-claims"
    >
      {Number.isInteger(claimId) && claimId > 0 ? <Detail showcaseId={showcaseId} id={claimId} /> : <Inbox showcaseId={showcaseId} />}
    </SellerPage>
  );
}

/** /account/profile/showcases/{id}/claims: the showcase's claims for its owner and admins (?claim={id}: one in full). */
export const SellerClaimsPage = withMessages(SellerClaimsMessages, SellerClaimsView);
