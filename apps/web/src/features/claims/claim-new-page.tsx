import { useSearchParams } from 'react-router';
import { useIntl } from '../../shared/lib/intl';
import { paths } from '../../shared/lib/paths';
import { formatPrice } from '../../shared/commerce/price';
import { ProductPicture } from '../../shared/commerce/product-card';
import { ScreenState } from '../../shared/commerce/screen-state';
import { formatDate } from '../../shared/lib/format';
import { BackLink } from '../../shared/ui/back-link';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useClaimFormQuery, type ClaimFormArgs } from './api';
import { ClaimFormView } from './components/claim-form';
import { ClaimsMessages, useClaimsT } from './messages';
import { isNotFound } from '../../shared/lib/http-status';
import './claims.css';

function NewClaim({ args }: { args: ClaimFormArgs }) {
  const t = useClaimsT();
  const { locale } = useIntl();
  const { data: form, error, refetch } = useClaimFormQuery(args);
  const back = <BackLink to={`${paths.orders}?id=${args.id}`}>{t('claims.new.back')}</BackLink>;
  if (isNotFound(error)) {
    return (
      <div className="claims-page">
        {back}
        <ScreenState title={t('claims.new.notFound.title')} text={t('claims.new.notFound.text')} />
      </div>
    );
  }
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!form) return <PageLoader />;
  return (
    <section className="claims-page" aria-labelledby="claim-new-title">
      {back}
      <h1 id="claim-new-title" className="claims-page__title">
        {t('claims.new.title')}
      </h1>
      <p className="claim-card__meta">
        {t('claims.order', { number: form.order.number })} · {t('claims.from', { date: formatDate(new Date(form.order.createdAt)) })}
      </p>
      {form.claimable ? null : (
        <div className="titled-panel claim-line">
          <ProductPicture src={form.line.picture} alt={form.line.name} className="claim-card__picture" />
          <div>
            <p className="claim-card__name" dir="auto">
              {form.line.name}
            </p>
            <p className="claim-card__meta">
              {form.line.quantity} × {formatPrice(form.line.price, locale)}
            </p>
          </div>
        </div>
      )}
      {form.claimable ? (
        <ClaimFormView form={form} />
      ) : (
        <ScreenState
          role="alert"
          title={t(`claims.new.blocked.${form.blockedBy ?? 'order_status'}` as const)}
          link={{ to: paths.claims, label: t('claims.new.toClaims'), secondary: true }}
        />
      )}
    </section>
  );
}

/** /account/profile/claims/new?id={orderId}&article={article}: a claim on one line of a delivered order. */
export function ClaimNewPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const article = params.get('article')?.trim() ?? '';
  const valid = Number.isSafeInteger(id) && id > 0 && article !== '';
  return <ClaimsMessages>{valid ? <NewClaim args={{ id, article }} /> : <NoLine />}</ClaimsMessages>;
}

function NoLine() {
  const t = useClaimsT();
  return (
    <div className="claims-page">
      <ScreenState title={t('claims.new.noLine.title')} text={t('claims.new.noLine.text')} link={{ to: paths.orders, label: t('claims.toOrders') }} />
    </div>
  );
}
