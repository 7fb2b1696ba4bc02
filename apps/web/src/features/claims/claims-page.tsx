import type { Claim } from '@storefront/contract/claims';
import { paths } from '../../shared/lib/paths';
import { ScreenState } from '../../shared/commerce/screen-state';
import { useClaimsQuery } from './api';
import { ClaimCard } from './components/claim-card';
import { ClaimsMessages, useClaimsT } from './messages';
import '../../shared/ui/seller-admin.css';
import './claims.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { ListScreen } from '../../shared/ui/list-screen';

function ClaimsList() {
  const t = useClaimsT();
  return (
    <ListScreen<Claim>
      query={useClaimsQuery()}
      name="claims"
      title={t('claims.title')}
      listLabel={t('claims.list')}
      empty={<ScreenState title={t('claims.empty.title')} text={t('claims.empty.text')} link={{ to: paths.orders, label: t('claims.toOrders') }} />}
    >
      {(claim) => <ClaimCard claim={claim} />}
    </ListScreen>
  );
}

/** The user's claims with their statuses (new → in review → approved | rejected) and the sellers' answers. */
export const ClaimsPage = withMessages(ClaimsMessages, ClaimsList);
