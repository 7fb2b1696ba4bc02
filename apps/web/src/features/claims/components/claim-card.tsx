import type { Claim } from '@storefront/contract/claims';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { ProductPicture } from '../../../shared/commerce/product-card';
import { formatDate } from '../../../shared/lib/format';
import { useClaimsT } from '../messages';
import { ClaimPhotos } from './claim-photos';
import { ClaimStatusBadge } from './claim-status';
import { EscalateForm } from './escalate-form';

export function ClaimCard({ claim }: { claim: Claim }) {
  const t = useClaimsT();
  const open = claim.status === 'new' || claim.status === 'in_review';
  const several = claim.lines.length > 1 || claim.lines.some((l) => l.claimed < l.quantity);
  return (
    <article className="titled-panel claim-card" aria-labelledby={`claim-${claim.id}`}>
      <header className="claim-card__head">
        <ProductPicture src={claim.line.picture} alt={claim.line.name} className="claim-card__picture" />
        <div className="claim-card__title">
          <h2 id={`claim-${claim.id}`} className="claim-card__name" dir="auto">
            {claim.line.name}
            {claim.lines.length > 1 ? ` ${t('claims.more', { count: claim.lines.length - 1 })}` : ''}
          </h2>
          <p className="claim-card__meta">
            {/* The order's own date beside its number; the claim's date on its own line, never mistaken for it. */}
            <Link to={`${paths.orders}?id=${claim.order.id}`}>
              {t('claims.order', { number: claim.order.number })} {t('claims.from', { date: formatDate(new Date(claim.order.createdAt)) })}
            </Link>
          </p>
          <p className="claim-card__meta">{t('claims.filedOn', { date: formatDate(new Date(claim.createdAt)) })}</p>
        </div>
        <ClaimStatusBadge status={claim.status} />
      </header>
      {several ? (
        <ul className="claim-card__lines" aria-label={t('claims.lines')}>
          {claim.lines.map((l) => (
            <li key={l.id}>
              {t('claims.line', { name: l.name, claimed: l.claimed })}
              {l.approved !== null ? ` — ${t('claims.line.approved', { count: l.approved })}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="claim-card__reason">{t(`claims.reason.${claim.reason}` as const)}</p>
      <p className="claim-card__description">{claim.description}</p>
      <ClaimPhotos photos={claim.photos} />
      {claim.answer ? (
        <div className="claim-card__answer">
          <h3 className="claim-card__answer-title">{t('claims.answer')}</h3>
          <p>{claim.answer}</p>
        </div>
      ) : open ? (
        <p className="claim-card__waiting">{t('claims.waiting')}</p>
      ) : null}
      {claim.status === 'escalated' ? <p className="claim-card__waiting">{t('claims.escalated')}</p> : null}
      {claim.canEscalate ? <EscalateForm claimId={claim.id} /> : null}
    </article>
  );
}
