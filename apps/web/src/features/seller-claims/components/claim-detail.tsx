import type { SellerClaim } from '@storefront/contract/claims';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/money';
import { formatDate } from '../../../shared/lib/format';
import { photoSrc } from '../api';
import { useSellerClaimsT } from '../messages';
import { ClaimActions } from './claim-actions';
import { SellerClaimStatus } from './claim-status';

/** One claim in full: the buyer, the lines and units, the reason, the photos, the exchange so far, and the actions. */
export function ClaimDetail({ showcaseId, claim }: { showcaseId: number; claim: SellerClaim }) {
  const t = useSellerClaimsT();
  const { locale } = useIntl();
  return (
    <article className="card seller-card seller-claim" aria-labelledby={`seller-claim-${claim.id}`}>
      <div className="seller-card__head">
        <h2 id={`seller-claim-${claim.id}`} className="seller-card__title">
          {t('sellerClaims.item', { number: claim.order.number })}
        </h2>
        <SellerClaimStatus status={claim.status} />
      </div>
      <p className="muted">
        {t('sellerClaims.buyer', { name: claim.buyerName })} · {formatDate(new Date(claim.createdAt))}
      </p>
      <ul className="seller-claim__lines-list" aria-label={t('sellerClaims.lines')}>
        {claim.lines.map((l) => (
          <li key={l.id}>
            {t('sellerClaims.line', { name: l.name, claimed: l.claimed, quantity: l.quantity, price: formatPrice(l.price, locale) })}
            {l.approved !== null ? ` — ${t('sellerClaims.returned', { count: l.approved })}` : ''}
          </li>
        ))}
      </ul>
      <p>
        <strong>{t(`sellerClaims.reason.${claim.reason}` as const)}.</strong> {claim.description}
      </p>
      {claim.photos.length > 0 ? (
        <ul className="wrap-list seller-claim__photos" aria-label={t('sellerClaims.photos')}>
          {claim.photos.map((url, i) => (
            <li key={url}>
              <a href={photoSrc(url)} target="_blank" rel="noreferrer" aria-label={t('sellerClaims.photo', { n: i + 1 })}>
                <img src={photoSrc(url)} alt="" width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {claim.answer ? (
        <p className="seller-claim__answer">
          <strong>{t('sellerClaims.yourAnswer')}</strong> {claim.answer}
        </p>
      ) : null}
      {claim.escalatedAt ? (
        <p className="seller-claim__answer">
          <strong>{t('sellerClaims.escalated')}</strong> {claim.escalationNote ?? ''}
        </p>
      ) : null}
      <ClaimActions key={`${claim.id}-${claim.status}`} showcaseId={showcaseId} claim={claim} />
    </article>
  );
}
