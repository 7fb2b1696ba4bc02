import type { Company, SaveCompanyBody } from '@storefront/contract/companies';
import { COMPANY_FORM_FIELDS, companyProblems, type CompanyField, type CompanyForm } from '@storefront/contract/company-rules';

export interface CompanyDraft {
  form: CompanyForm;
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  bik: string;
  account: string;
  address: string;
}

export const FIELD_ORDER: readonly CompanyField[] = ['name', 'inn', 'kpp', 'ogrn', 'bik', 'account', 'address'];

export function draftOf(company: Company | null): CompanyDraft {
  return {
    form: company?.form ?? 'ip',
    name: company?.name ?? '',
    inn: company?.inn ?? '',
    kpp: company?.kpp ?? '',
    ogrn: company?.ogrn ?? '',
    bik: company?.bik ?? '',
    account: company?.account ?? '',
    address: company?.address ?? '',
  };
}

/** The fields the chosen form shows (ИП: ОГРНИП, no КПП; ООО: КПП and ОГРН; самозанятый: neither). */
export function visibleFields(form: CompanyForm): CompanyField[] {
  const rules = COMPANY_FORM_FIELDS[form];
  return FIELD_ORDER.filter((f) => (f === 'kpp' ? rules.kpp : f === 'ogrn' ? rules.ogrnLength !== null : true));
}

/** The same checks the server runs (company-rules.ts), as message ids of this feature. */
export function draftProblems(draft: CompanyDraft): Partial<Record<CompanyField, `companies.problem.${string}`>> {
  return Object.fromEntries(Object.entries(companyProblems(draft)).map(([field, problem]) => [field, `companies.problem.${problem}` as const]));
}

/** The request body: fields the form does not have are sent empty (the server stores them as null). */
export function bodyOf(draft: CompanyDraft, id: number | undefined): SaveCompanyBody {
  const shown = new Set(visibleFields(draft.form));
  const value = (f: CompanyField) => (shown.has(f) ? draft[f] : '');
  return {
    ...(id === undefined ? {} : { id }),
    form: draft.form,
    name: draft.name,
    inn: draft.inn,
    kpp: value('kpp'),
    ogrn: value('ogrn'),
    bik: draft.bik,
    account: draft.account,
    address: draft.address,
  };
}
