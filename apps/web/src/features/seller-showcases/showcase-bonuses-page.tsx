import { generatePath, useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { BackLink } from '../../shared/ui/back-link';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useShowcaseSettingsQuery } from './api';
import { BonusPaymentCard } from './components/bonus-payment';
import { FictitiousSaleCard } from './components/fictitious-sale';
import { SellerShowcasesMessages, useSellerT } from './messages';
import '../../shared/ui/seller-admin.css';
import './showcase-bonuses.css';
import { withMessages } from '../../shared/lib/feature-messages';

function ShowcaseBonusesView() {
  const t = useSellerT();
  const id = Number(useParams().id);
  const { data, error, refetch } = useShowcaseSettingsQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  return (
    <section className="seller seller-bonuses" aria-labelledby="seller-bonuses-title">
      <BackLink to={generatePath(paths.showcaseEdit, { id: String(id) })}>{t('sellerBonuses.back')}</BackLink>
      <h1 id="seller-bonuses-title" className="seller__title">
        {t('sellerBonuses.title', { name: data.info.name })}
      </h1>
      <FictitiousSaleCard showcaseId={id} />
      <BonusPaymentCard showcaseId={id} balance={data.networkAccount.balance / 100} />
    </section>
  );
}

/** /account/profile/showcases/{id}/bonuses: the seller's "what if" sale calculator and bonus payments to members. */
export const ShowcaseBonusesPage = withMessages(SellerShowcasesMessages, ShowcaseBonusesView);
