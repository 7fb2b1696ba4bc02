import type { Company } from '@storefront/contract/companies';
import { ConfirmButton } from '../../../shared/ui/confirm-button';
import { useRequestNotice } from '../../../shared/ui/use-request-notice';
import { useRemoveCompanyMutation } from '../api';
import { useCompaniesT } from '../messages';

/** One company: its identifiers and bank details, edit, and removal behind a confirm dialog. */
export function CompanyCard({ company, onEdit }: { company: Company; onEdit: () => void }) {
  const t = useCompaniesT();
  const request = useRequestNotice();
  const [remove, { isLoading }] = useRemoveCompanyMutation();
  const ids: Array<[string, string | null]> = [
    [t('companies.field.inn'), company.inn],
    [t('companies.field.kpp'), company.kpp],
    [t(company.form === 'ip' ? 'companies.field.ogrnip' : 'companies.field.ogrn'), company.ogrn],
    [t('companies.field.bik'), company.bik],
    [t('companies.field.account'), company.account],
  ];
  return (
    <article className="card seller-card company-card" aria-label={company.name}>
      <div className="seller-card__head">
        <h2 className="seller-card__title company-card__name" dir="auto">
          {company.name}
        </h2>
        <span className="chip company-card__kind">{t(`companies.kind.${company.form}`)}</span>
      </div>
      <dl className="company-card__ids">
        {ids
          .filter((entry): entry is [string, string] => entry[1] !== null)
          .map(([label, value]) => (
            <div key={label} className={value.length > 15 ? 'company-card__wide' : undefined}>
              <dt>{label}</dt>
              <dd>
                <bdi dir="ltr">{value}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      {company.bik && company.account ? null : <p className="seller-showcase__meta">{t('companies.noBank')}</p>}
      {company.address ? (
        <p className="seller-showcase__meta" dir="auto">
          {company.address}
        </p>
      ) : null}
      <div className="seller__row">
        <button type="button" className="chip" onClick={onEdit}>
          {t('companies.edit')}
        </button>
        <ConfirmButton
          className="chip"
          disabled={isLoading}
          label={t('companies.remove')}
          title={t('companies.remove.confirm', { name: company.name })}
          acceptLabel={t('companies.remove')}
          cancelLabel={t('companies.cancel')}
          onConfirm={() => void request(remove(company.id).unwrap(), t('companies.removed'))}
        >
          <p>{t('companies.remove.text')}</p>
        </ConfirmButton>
      </div>
    </article>
  );
}
