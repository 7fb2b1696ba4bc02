import { generatePath, useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useShowcaseSettingsQuery } from './api';
import { BonusPaymentCard } from './components/bonus-payment';
import { FictitiousSaleCard } from './components/fictitious-sale';
import { SellerShowcasesMessages, useSellerT } from './messages';
import '../../shared/ui/seller-admin.css';
import './showcase-bonuses.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { SellerPage } from '../../shared/ui/seller-page';

function ShowcaseBonusesView() {
  const t = useSellerT();
  const id = Number(useParams().id);
  const { data, error, refetch } = useShowcaseSettingsQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  return (
    <SellerPage
      titleId="seller-bonuses-title"
      title={t('sellerBonuses.title', { name: data.info.name })}
      back={{ to: generatePath(paths.showcaseEdit, { id: String(id) }), label: t('sellerBonuses.back') }}
      className="seller-bonuses"
    >
      <FictitiousSaleCard showcaseId={id} />
      <BonusPaymentCard showcaseId={id} balance={data.networkAccount.balance / 100} />
    </SellerPage>
  );
}

/** /account/profile/showcases/{id}/bonuses: the seller's "what if" sale calculator and bonus payments to members. */
export const ShowcaseBonusesPage = withMessages(SellerShowcasesMessages, ShowcaseBonusesView);
