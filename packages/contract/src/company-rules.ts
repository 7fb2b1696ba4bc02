/**
 * Checksum and form rules of sellers' legal entities (issue 5, "Companies"), shared by the server and the
 * web form. No zod here: the web chunk imports these functions without pulling the schema library in.
 */

export const COMPANY_FORMS = ['ip', 'ooo', 'self_employed'] as const;
export type CompanyForm = (typeof COMPANY_FORMS)[number];

export const COMPANY_NAME = { min: 2, max: 200 } as const;
export const COMPANY_ADDRESS_MAX = 500;

export type CompanyField = 'name' | 'inn' | 'kpp' | 'ogrn' | 'bik' | 'account' | 'address';

export type CompanyProblem =
  | 'required'
  | 'nameLength'
  | 'addressLength'
  | 'innFormat10'
  | 'innFormat12'
  | 'innChecksum'
  | 'kppFormat'
  | 'ogrnFormat'
  | 'ogrnipFormat'
  | 'ogrnChecksum'
  | 'bikFormat'
  | 'accountFormat'
  | 'accountKey'
  | 'bankPair';

/** Which identifiers each form has: ИП — ОГРНИП and a 12-digit ИНН; ООО — 10-digit ИНН, КПП, ОГРН; самозанятый — 12-digit ИНН. */
export const COMPANY_FORM_FIELDS: Record<CompanyForm, { innLength: 10 | 12; kpp: boolean; ogrnLength: 13 | 15 | null }> = {
  ip: { innLength: 12, kpp: false, ogrnLength: 15 },
  ooo: { innLength: 10, kpp: true, ogrnLength: 13 },
  self_employed: { innLength: 12, kpp: false, ogrnLength: null },
};

const digitsOf = (value: string): number[] => [...value].map(Number);
const weighted = (digits: number[], weights: readonly number[]): number => weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0);

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN11_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** ИНН: 10 digits (legal entity, one control digit) or 12 digits (person, two control digits); (Σ w·d mod 11) mod 10. */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return false;
  const d = digitsOf(inn);
  const control = (weights: readonly number[]) => (weighted(d, weights) % 11) % 10;
  if (d.length === 10) return control(INN10_WEIGHTS) === d[9];
  return control(INN11_WEIGHTS) === d[10] && control(INN12_WEIGHTS) === d[11];
}

/** The remainder of a long decimal string by a small divisor, without losing precision. */
function remainder(decimal: string, divisor: number): number {
  let r = 0;
  for (const c of decimal) r = (r * 10 + Number(c)) % divisor;
  return r;
}

/** ОГРН: 13 digits, the last is (first 12 mod 11) mod 10. ОГРНИП: 15 digits, the last is (first 14 mod 13) mod 10. */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(ogrn)) return false;
  const divisor = ogrn.length === 13 ? 11 : 13;
  return remainder(ogrn.slice(0, -1), divisor) % 10 === Number(ogrn.slice(-1));
}

/** КПП: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. */
export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;
export const BIK_PATTERN = /^\d{9}$/;
export const ACCOUNT_PATTERN = /^\d{20}$/;

const ACCOUNT_KEY_WEIGHTS = [7, 1, 3] as const;

/**
 * The control key of a settlement account (Bank of Russia rules): the last 3 digits of the БИК followed by the
 * 20 account digits, weighted 7, 1, 3, 7, 1, 3…; the sum must end in 0. Accounts held at a cash settlement
 * centre (БИК ending in 000–002) take "0" and the 5th–6th digits of the БИК instead.
 */
export function isValidAccount(bik: string, account: string): boolean {
  if (!BIK_PATTERN.test(bik) || !ACCOUNT_PATTERN.test(account)) return false;
  const tail = bik.slice(-3);
  const prefix = Number(tail) <= 2 ? `0${bik.slice(4, 6)}` : tail;
  const d = digitsOf(prefix + account);
  return d.reduce((sum, digit, i) => sum + digit * ACCOUNT_KEY_WEIGHTS[i % 3]!, 0) % 10 === 0;
}

/** Spaces and dashes people type into long numbers are not part of them. */
export function normaliseNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export interface CompanyDraft {
  form: CompanyForm;
  name: string;
  inn: string;
  kpp?: string | null | undefined;
  ogrn?: string | null | undefined;
  bik?: string | null | undefined;
  account?: string | null | undefined;
  address?: string | null | undefined;
}

export type CompanyProblems = Partial<Record<CompanyField, CompanyProblem>>;

function innProblem(inn: string, length: 10 | 12): CompanyProblem | null {
  if (inn === '') return 'required';
  if (inn.length !== length || !/^\d+$/.test(inn)) return length === 10 ? 'innFormat10' : 'innFormat12';
  return isValidInn(inn) ? null : 'innChecksum';
}

function ogrnProblem(ogrn: string, length: 13 | 15): CompanyProblem | null {
  if (ogrn === '') return 'required';
  if (ogrn.length !== length || !/^\d+$/.test(ogrn)) return length === 13 ? 'ogrnFormat' : 'ogrnipFormat';
  return isValidOgrn(ogrn) ? null : 'ogrnChecksum';
}

function bankProblems(bik: string, account: string): CompanyProblems {
  if (bik === '' && account === '') return {};
  if (bik === '' || account === '') return bik === '' ? { bik: 'bankPair' } : { account: 'bankPair' };
  if (!BIK_PATTERN.test(bik)) return { bik: 'bikFormat' };
  if (!ACCOUNT_PATTERN.test(account)) return { account: 'accountFormat' };
  return isValidAccount(bik, account) ? {} : { account: 'accountKey' };
}

/**
 * Every problem of a company form, one per field (none: the company is valid). Fields a form does not have
 * (КПП of an ИП, ОГРН of a самозанятый) are ignored here and not stored.
 */
export function companyProblems(draft: CompanyDraft): CompanyProblems {
  const rules = COMPANY_FORM_FIELDS[draft.form];
  const text = (v: string | null | undefined) => (v ?? '').trim();
  const number = (v: string | null | undefined) => normaliseNumber(v ?? '');
  const problems: CompanyProblems = {};
  const name = text(draft.name);
  if (name === '') problems.name = 'required';
  else if (name.length < COMPANY_NAME.min || name.length > COMPANY_NAME.max) problems.name = 'nameLength';
  const inn = innProblem(number(draft.inn), rules.innLength);
  if (inn) problems.inn = inn;
  if (rules.kpp) {
    const kpp = number(draft.kpp);
    if (kpp === '') problems.kpp = 'required';
    else if (!KPP_PATTERN.test(kpp)) problems.kpp = 'kppFormat';
  }
  if (rules.ogrnLength) {
    const ogrn = ogrnProblem(number(draft.ogrn), rules.ogrnLength);
    if (ogrn) problems.ogrn = ogrn;
  }
  if (text(draft.address).length > COMPANY_ADDRESS_MAX) problems.address = 'addressLength';
  return { ...problems, ...bankProblems(number(draft.bik), number(draft.account)) };
}

/** The Russian texts of the problems (ru-RU is the source; the server and the web keep the other languages). */
export const COMPANY_PROBLEM_TEXT_RU: Record<CompanyProblem, string> = {
  required: 'Заполните это поле',
  nameLength: `Название — от ${COMPANY_NAME.min} до ${COMPANY_NAME.max} символов`,
  addressLength: `Адрес — не длиннее ${COMPANY_ADDRESS_MAX} символов`,
  innFormat10: 'ИНН организации — 10 цифр',
  innFormat12: 'ИНН физического лица и ИП — 12 цифр',
  innChecksum: 'ИНН введён с ошибкой: не сходятся контрольные цифры',
  kppFormat: 'КПП — 9 символов: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
  ogrnFormat: 'ОГРН — 13 цифр',
  ogrnipFormat: 'ОГРНИП — 15 цифр',
  ogrnChecksum: 'Номер введён с ошибкой: не сходится контрольная цифра',
  bikFormat: 'БИК — 9 цифр',
  accountFormat: 'Расчётный счёт — 20 цифр',
  accountKey: 'Счёт не сходится с БИК: проверьте оба номера',
  bankPair: 'Укажите и БИК, и расчётный счёт — или оставьте оба поля пустыми',
};
