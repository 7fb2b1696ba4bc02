import type { SellerShowcaseSummary } from '@storefront/contract/seller';
import { generatePath, Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { settingsPath } from './settings-path';
import { ShowcaseLinks } from './components/showcase-links';
import { ScreenState } from '../../shared/commerce/screen-state';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useSellerShowcasesQuery } from './api';
import { SellerShowcasesMessages, useSellerT } from './messages';
import '../../shared/ui/seller-admin.css';
import { withMessages } from '../../shared/lib/feature-messages';

function ShowcaseRow({ showcase }: { showcase: SellerShowcaseSummary }) {
  const t = useSellerT();
  const id = String(showcase.id);
  return (
    <li className="card seller-card seller-showcase">
      {showcase.logoUrl ? <img className="seller-showcase__logo" src={showcase.logoUrl} alt="" /> : <span className="seller-showcase__logo" />}
      <div>
        <p className="seller-showcase__name">{showcase.name}</p>
        <div className="seller-showcase__meta">
          <span dir="ltr">{showcase.alias}</span> · {t(`seller.state.${showcase.stateId}` as 'seller.state.0')} · {t(`seller.role.${showcase.role}`)}
        </div>
        <div className="seller-showcase__meta">
          {t('seller.list.orders', { count: showcase.ordersCount })} · {t('seller.list.products', { count: showcase.visibleProducts })}
        </div>
      </div>
      <div className="seller-showcase__links">
        <Link className="chip" to={generatePath(paths.showcaseEdit, { id })}>
          {t('dashboard.link')}
        </Link>
        <Link className="chip" to={settingsPath(id)}>
          {t('seller.list.settings')}
        </Link>
        <ShowcaseLinks id={id} landingsLabel={t('seller.list.landings', { count: showcase.landingsCount })} />
      </div>
    </li>
  );
}

function ShowcasesView() {
  const t = useSellerT();
  const { data, error, refetch } = useSellerShowcasesQuery();
  return (
    <section className="seller" aria-labelledby="seller-list-title">
      <div className="seller__row" style={{ justifyContent: 'space-between' }}>
        <h1 id="seller-list-title" className="seller__title">
          {t('seller.list.title')}
        </h1>
        <Link className="button button--primary" to={paths.showcaseNew}>
          {t('seller.list.create')}
        </Link>
      </div>
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <PageLoader /> : null}
      {data && data.showcases.length === 0 ? <ScreenState title={t('seller.list.empty.title')} text={t('seller.list.empty.text')} /> : null}
      {data && data.showcases.length > 0 ? (
        <ul className="stack-list seller-list" aria-label={t('seller.list.title')}>
          {data.showcases.map((s) => (
            <ShowcaseRow key={s.id} showcase={s} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /account/profile/showcases: the showcases the user owns or administers. */
export const ShowcasesPage = withMessages(SellerShowcasesMessages, ShowcasesView);
