import { useIntl } from '../../shared/lib/intl';
import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { formatAmount } from '../../shared/lib/format';
import { useShowcase } from '../../shared/lib/startup';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useTransferFormQuery } from './api';
import { TransferForm } from './components/transfer-form';
import { TransferHistory } from './components/transfer-history';
import { BonusesMessages, useBonusesT } from './messages';
import './bonuses.css';
import { withMessages } from '../../shared/lib/feature-messages';

function TransferView() {
  const t = useBonusesT();
  const intl = useIntl();
  const network = useShowcase()?.networkName ?? '';
  const { data, error, refetch } = useTransferFormQuery();
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  return (
    <section className="bonuses bonuses-page" aria-labelledby="transfer-title">
      <Link className="bonuses__back" to={paths.bonuses}>
        {t('bonuses.transfer.back')}
      </Link>
      <h1 id="transfer-title" className="bonus-balance__title">
        {t('bonuses.transfer.title')}
      </h1>
      <p className="muted">{t('bonuses.transfer.intro', { network })}</p>
      <dl className="bonus-form__facts">
        <div>
          <dt>{t('bonuses.transfer.available')}</dt>
          <dd>
            <span dir="ltr">{formatAmount(data.available, intl.locale)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('bonuses.transfer.codeLabel')}</dt>
          <dd>
            <span dir="ltr">{data.refCode}</span>
          </dd>
        </div>
      </dl>
      <TransferForm available={data.available} ownRefCode={data.refCode} />
      <TransferHistory history={data.history} />
    </section>
  );
}

/** The "mlm transfer" area (spec §7 GET /account/mlm/transfer/): network bonuses to another member, with confirmation. */
export const TransferPage = withMessages(BonusesMessages, TransferView);
