import { paths } from '../../shared/lib/paths';
import { ScreenState } from '../../shared/commerce/screen-state';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useClaimsQuery } from './api';
import { ClaimCard } from './components/claim-card';
import { ClaimsMessages, useClaimsT } from './messages';
import '../../shared/ui/seller-admin.css';
import './claims.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { TitledSection } from '../../shared/ui/titled-section';

function ClaimsList() {
  const t = useClaimsT();
  const { data: claims, error, refetch } = useClaimsQuery();
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!claims) return <PageLoader />;
  return (
    <TitledSection titleId="claims-title" title={t('claims.title')} level={1} className="claims-page" titleClassName="claims-page__title">
      {claims.length === 0 ? (
        <ScreenState title={t('claims.empty.title')} text={t('claims.empty.text')} link={{ to: paths.orders, label: t('claims.toOrders') }} />
      ) : (
        <ul className="stack-list claims-page__list" aria-label={t('claims.list')}>
          {claims.map((claim) => (
            <li key={claim.id}>
              <ClaimCard claim={claim} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

/** The user's claims with their statuses (new → in review → approved | rejected) and the sellers' answers. */
export const ClaimsPage = withMessages(ClaimsMessages, ClaimsList);
