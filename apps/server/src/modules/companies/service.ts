import type { Company } from '@storefront/contract/companies';
import { COMPANY_FORM_FIELDS, companyProblems, type CompanyDraft } from '@storefront/contract/company-rules';
import type { Locale } from '@storefront/contract/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyProblemText } from './messages';
import * as repo from './repository';

const toCompany = (r: repo.CompanyRow): Company => ({
  id: r.id,
  form: r.form,
  name: r.name,
  inn: r.inn,
  kpp: r.kpp,
  ogrn: r.ogrn,
  bik: r.bik,
  account: r.account,
  address: r.address,
  createdAt: r.createdAt.toISOString(),
});

export async function listCompanies(db: Db, userId: number): Promise<Company[]> {
  return (await repo.listCompanies(db, userId)).map(toCompany);
}

/** The checked values to store: fields the form does not have are dropped, empty optional ones become null. */
function checkedValues(
  draft: CompanyDraft & { kpp: string; ogrn: string; bik: string; account: string; address: string },
  locale: Locale,
): repo.CompanyValues {
  const problems = companyProblems(draft);
  const fields = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, companyProblemText(locale, problem)]));
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', {}, fields);
  const rules = COMPANY_FORM_FIELDS[draft.form];
  const orNull = (v: string) => (v === '' ? null : v);
  return {
    form: draft.form,
    name: draft.name.trim(),
    inn: draft.inn,
    kpp: rules.kpp ? draft.kpp : null,
    ogrn: rules.ogrnLength ? draft.ogrn : null,
    bik: orNull(draft.bik),
    account: orNull(draft.account),
    address: draft.address.trim(),
  };
}

export type SaveCompanyInput = Parameters<typeof checkedValues>[0] & { id?: number | undefined };

/** Creates a company of the user, or edits one of theirs (another user's id, or a removed one, is a 404). */
export async function saveCompany(db: Db, locale: Locale, userId: number, input: SaveCompanyInput): Promise<Company> {
  const values = checkedValues(input, locale);
  if (input.id === undefined) return toCompany(await repo.insertCompany(db, userId, values));
  const row = await repo.updateCompany(db, userId, input.id, values);
  if (!row) throw new AppError('NOT_FOUND');
  return toCompany(row);
}

/** Soft delete: the row stays (documents may refer to it), the list no longer shows it. */
export async function removeCompany(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.softDeleteCompany(db, userId, id))) throw new AppError('NOT_FOUND');
}

/**
 * The KYC gate's question (issue 15): has the user a company whose requisites pass the form's checks and carry the
 * bank details (BIK and account) that payouts go to?
 */
export async function hasValidRequisites(db: Db, userId: number): Promise<boolean> {
  const list = await repo.listCompanies(db, userId);
  return list.some(
    (c) =>
      c.bik !== null &&
      c.account !== null &&
      Object.keys(
        companyProblems({
          form: c.form,
          name: c.name,
          inn: c.inn,
          kpp: c.kpp ?? '',
          ogrn: c.ogrn ?? '',
          bik: c.bik,
          account: c.account,
          address: c.address,
        }),
      ).length === 0,
  );
}
