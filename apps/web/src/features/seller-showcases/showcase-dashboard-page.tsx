import { DASHBOARD_PERIODS, type Dashboard, type DashboardPeriod } from '@storefront/contract/dashboard';
import { useMemo, useState } from 'react';
import { useIntl } from '../../shared/lib/intl';
import { generatePath, Link, useParams } from 'react-router';
import { formatMoney } from '../../shared/lib/format';
import { paths } from '../../shared/lib/paths';
import { retryAll } from '../../shared/lib/retry-all';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useShowcaseSettingsQuery } from './api';
import { DashboardChart } from './components/dashboard-chart';
import { dashboardExportUrl, ordersExportUrl, useShowcaseDashboardQuery } from './dashboard-api';
import { SellerShowcasesMessages, useSellerT } from './messages';
import { settingsPath } from './settings-path';
import '../../shared/ui/seller-admin.css';
import './showcase-dashboard.css';
import { SellerCard } from '../../shared/ui/seller-card';
import { ColumnHeads } from '../../shared/ui/column-heads';
import { withMessages } from '../../shared/lib/feature-messages';
import { SellerPage } from '../../shared/ui/seller-page';

function Kpi({ label, value, hint }: { label: string; value: string; hint?: string | undefined }) {
  return (
    <div className="card dashboard__kpi">
      <span className="dashboard__kpi-label">{label}</span>
      <strong className="dashboard__kpi-value" dir="ltr">
        {value}
      </strong>
      {hint ? <span className="dashboard__kpi-hint">{hint}</span> : null}
    </div>
  );
}

function Figures({ id, data }: { id: number; data: Dashboard }) {
  const t = useSellerT();
  const { locale } = useIntl();
  const rub = (v: number) => `${formatMoney(v, locale)} ₽`;
  const count = (v: number) => new Intl.NumberFormat(locale).format(v);
  const chart = useMemo(
    () => ({ days: data.series.map((d) => d.day), revenue: data.series.map((d) => d.revenue), orders: data.series.map((d) => d.orders) }),
    [data.series],
  );
  const empty = data.orders === 0 && data.linkOpens === 0;
  return (
    <>
      {empty ? (
        <p className="card seller-card dashboard__empty" role="status">
          {t('dashboard.empty')}
        </p>
      ) : null}
      <div className="dashboard__kpis">
        <Kpi label={t('dashboard.revenue')} value={rub(data.revenue)} />
        <Kpi label={t('dashboard.orders')} value={count(data.orders)} />
        <Kpi label={t('dashboard.average')} value={rub(data.averageOrder)} />
        <Kpi
          label={t('dashboard.conversion')}
          value={data.conversion === null ? '—' : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(data.conversion)} %`}
          hint={t('dashboard.conversionHint', { opens: data.linkOpens, orders: data.linkOrders })}
        />
        <Kpi label={t('dashboard.bonusPending')} value={rub(data.bonuses.pending)} />
        <Kpi label={t('dashboard.bonusAvailable')} value={rub(data.bonuses.available)} />
      </div>
      <SellerCard titleId="dashboard-chart" title={t('dashboard.chart')}>
        <DashboardChart data={chart} labels={{ revenue: t('dashboard.revenue'), orders: t('dashboard.orders') }} rtl={locale.startsWith('ar')} />
      </SellerCard>
      <SellerCard titleId="dashboard-top" title={t('dashboard.top')}>
        {data.topProducts.length === 0 ? (
          <p className="seller-showcase__meta">{t('dashboard.topEmpty')}</p>
        ) : (
          <ol className="dashboard__top">
            {data.topProducts.map((p) => (
              <li key={p.productId}>
                <span className="dashboard__top-name" dir="auto">
                  {p.name}
                </span>
                <span className="seller-showcase__meta">{t('dashboard.pieces', { count: p.quantity })}</span>
                <span dir="ltr">{rub(p.revenue)}</span>
              </li>
            ))}
          </ol>
        )}
      </SellerCard>
      <SellerCard titleId="dashboard-links" title={t('dashboard.links')}>
        {data.campaigns.length === 0 ? (
          <p className="seller-showcase__meta">{t('dashboard.linksEmpty')}</p>
        ) : (
          <div className="dashboard__table-wrap">
            <table className="dashboard__table">
              <ColumnHeads labels={[t('dashboard.campaign'), t('dashboard.clicks'), t('dashboard.orders'), t('dashboard.revenue')]} />
              <tbody>
                {data.campaigns.map((c) => (
                  <tr key={c.cmp}>
                    <th scope="row" dir="ltr">
                      {c.cmp}
                    </th>
                    <td>{count(c.opens)}</td>
                    <td>{count(c.orders)}</td>
                    <td dir="ltr">{rub(c.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SellerCard>
      <SellerCard titleId="dashboard-export" title={t('dashboard.export')}>
        <div className="seller-showcase__links">
          <a className="chip" href={ordersExportUrl(id, data.from, data.to)} download>
            {t('dashboard.exportOrders')}
          </a>
          <a className="chip" href={dashboardExportUrl(id, data.days as DashboardPeriod, 'bonuses')} download>
            {t('dashboard.exportBonuses')}
          </a>
          <a className="chip" href={dashboardExportUrl(id, data.days as DashboardPeriod, 'links')} download>
            {t('dashboard.exportLinks')}
          </a>
        </div>
      </SellerCard>
    </>
  );
}

function ShowcaseDashboardView() {
  const t = useSellerT();
  const id = Number(useParams().id);
  const skip = !Number.isInteger(id) || id <= 0;
  const [days, setDays] = useState<DashboardPeriod>(30);
  const settings = useShowcaseSettingsQuery(id, { skip });
  const { data, error, refetch, isFetching } = useShowcaseDashboardQuery({ id, days }, { skip });
  const failed = error ?? settings.error;
  if (failed) return <ErrorFallback message={errorMessageOf(failed)} onRetry={retryAll(refetch, settings.refetch)} />;
  if (!settings.data) return <PageLoader />;
  const link = (path: string) => generatePath(path, { id: String(id) });
  return (
    <SellerPage
      titleId="dashboard-title"
      title={settings.data.info.name}
      back={{ to: paths.showcases, label: t('dashboard.back') }}
      className="dashboard"
      busy={isFetching}
    >
      <nav className="seller-showcase__links" aria-label={t('dashboard.sections')}>
        <Link className="chip" to={settingsPath(id)}>
          {t('seller.list.settings')}
        </Link>
        <Link className="chip" to={link(paths.showcaseBonuses)}>
          {t('seller.list.bonuses')}
        </Link>
        <Link className="chip" to={link(paths.showcaseMoney)}>
          {t('money.link')}
        </Link>
      </nav>
      <div className="dashboard__periods" role="group" aria-label={t('dashboard.period')}>
        {DASHBOARD_PERIODS.map((p) => (
          <button key={p} type="button" className="chip" aria-pressed={p === days} onClick={() => setDays(p)}>
            {t('dashboard.days', { count: p })}
          </button>
        ))}
      </div>
      {data && data.days === days ? <Figures id={id} data={data} /> : <PageLoader />}
    </SellerPage>
  );
}

/** /account/profile/showcases/{id}: the showcase opens on its dashboard (owner and admins; the server refuses anyone else). */
export const ShowcaseDashboardPage = withMessages(SellerShowcasesMessages, ShowcaseDashboardView);
