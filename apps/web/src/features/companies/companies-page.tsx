import { useState } from 'react';
import { paths } from '../../shared/lib/paths';
import { ScreenState } from '../../shared/commerce/screen-state';
import { BackLink } from '../../shared/ui/back-link';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useT } from '../../shared/lib/i18n';
import { useCompaniesQuery } from './api';
import { CompanyCard } from './components/company-card';
import { CompanyForm } from './components/company-form';
import { CompaniesMessages, useCompaniesT } from './messages';
import '../../shared/ui/seller-admin.css';
import './companies.css';
import { withMessages } from '../../shared/lib/feature-messages';

/** Which form is open: none, a new company, or the company with that id. */
type Editing = null | 'new' | number;

function CompaniesView() {
  const t = useCompaniesT();
  const tc = useT();
  const { data: companies, error, refetch } = useCompaniesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="seller companies" aria-labelledby="companies-title">
      <BackLink to={paths.account}>{tc('nav.account')}</BackLink>
      <div className="seller__row companies__head">
        <h1 id="companies-title" className="seller__title">
          {t('companies.title')}
        </h1>
        {companies && editing !== 'new' ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('companies.add')}
          </button>
        ) : null}
      </div>
      <p className="muted companies__intro">{t('companies.intro')}</p>
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {!companies && !error ? <PageLoader /> : null}
      {editing === 'new' ? <CompanyForm company={null} onDone={() => setEditing(null)} /> : null}
      {companies && companies.length === 0 && editing !== 'new' ? (
        <ScreenState title={t('companies.empty.title')} text={t('companies.empty.text')} />
      ) : null}
      {companies && companies.length > 0 ? (
        <ul className="stack-list seller-list" aria-label={t('companies.list')}>
          {companies.map((company) => (
            <li key={company.id}>
              {editing === company.id ? (
                <CompanyForm company={company} onDone={() => setEditing(null)} />
              ) : (
                <CompanyCard company={company} onEdit={() => setEditing(company.id)} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /account/profile/companies (spec §7 /account/companies/): the seller's legal entities. */
export const CompaniesPage = withMessages(CompaniesMessages, CompaniesView);
