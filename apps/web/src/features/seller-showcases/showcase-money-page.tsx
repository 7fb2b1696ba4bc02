import { generatePath, useParams } from 'react-router';
import { PayoutMessages } from '../../shared/bonuses/payout-messages';
import { paths } from '../../shared/lib/paths';
import { retryAll } from '../../shared/lib/retry-all';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useShowcaseSettingsQuery } from './api';
import { AuditCard, FundCard, ShareCard, WithdrawalsCard } from './components/money-cards';
import { SellerShowcasesMessages, useSellerT } from './messages';
import { useShowcaseMoneyQuery } from './money-api';
import '../../shared/ui/seller-admin.css';
import './showcase-bonuses.css';
import { SellerPage } from '../../shared/ui/seller-page';

function ShowcaseMoneyView() {
  const t = useSellerT();
  const id = Number(useParams().id);
  const skip = !Number.isInteger(id) || id <= 0;
  const settings = useShowcaseSettingsQuery(id, { skip });
  const { data, error, refetch } = useShowcaseMoneyQuery(id, { skip });
  const failed = error ?? settings.error;
  if (failed) return <ErrorFallback message={errorMessageOf(failed)} onRetry={retryAll(refetch, settings.refetch)} />;
  if (!data || !settings.data) return <PageLoader />;
  return (
    <SellerPage
      titleId="money-title"
      title={t('money.title', { name: settings.data.info.name })}
      back={{ to: generatePath(paths.showcaseEdit, { id: String(id) }), label: t('sellerBonuses.back') }}
      className="seller-bonuses"
    >
      {data.canMoveMoney ? null : (
        <p className="card seller-card money-note" role="note">
          {t(data.role === 'operator' ? 'money.readOnly.operator' : 'money.readOnly.admin')}
        </p>
      )}
      <ShareCard showcaseId={id} money={data} />
      <FundCard showcaseId={id} money={data} />
      <WithdrawalsCard money={data} />
      <AuditCard money={data} />
    </SellerPage>
  );
}

/** /account/profile/showcases/{id}/money: the showcase's money; the owner moves it, admins and the operator only look. */
export function ShowcaseMoneyPage() {
  return (
    <SellerShowcasesMessages>
      <PayoutMessages>
        <ShowcaseMoneyView />
      </PayoutMessages>
    </SellerShowcasesMessages>
  );
}
