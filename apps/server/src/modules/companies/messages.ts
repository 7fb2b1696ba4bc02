import { COMPANY_ADDRESS_MAX, COMPANY_NAME, COMPANY_PROBLEM_TEXT_RU, type CompanyProblem } from '@storefront/contract/company-rules';
import type { Locale } from '@storefront/contract/constants';

/** Field messages of the company form in the user's language; Russian is the contract's source text. */
const texts: Record<Locale, Record<CompanyProblem, string>> = {
  'ru-RU': COMPANY_PROBLEM_TEXT_RU,
  'en-US': {
    required: 'Fill in this field',
    nameLength: `The name must be ${COMPANY_NAME.min} to ${COMPANY_NAME.max} characters`,
    addressLength: `The address must be at most ${COMPANY_ADDRESS_MAX} characters`,
    innFormat10: 'A company INN has 10 digits',
    innFormat12: 'A personal or sole proprietor INN has 12 digits',
    innChecksum: 'The INN has a typo: its check digits do not match',
    kppFormat: 'A KPP has 9 characters: 4 digits, 2 digits or capital Latin letters, 3 digits',
    ogrnFormat: 'An OGRN has 13 digits',
    ogrnipFormat: 'An OGRNIP has 15 digits',
    ogrnChecksum: 'The number has a typo: its check digit does not match',
    bikFormat: 'A BIC has 9 digits',
    accountFormat: 'A settlement account has 20 digits',
    accountKey: 'The account does not match the BIC: check both numbers',
    bankPair: 'Enter both the BIC and the settlement account, or leave both empty',
  },
  'ar-AR': {
    required: 'املأ هذا الحقل',
    nameLength: `يجب أن يكون الاسم من ${COMPANY_NAME.min} إلى ${COMPANY_NAME.max} حرفًا`,
    addressLength: `يجب ألا يتجاوز العنوان ${COMPANY_ADDRESS_MAX} حرف`,
    innFormat10: 'الرقم الضريبي (INN) للشركة مكوّن من 10 أرقام',
    innFormat12: 'الرقم الضريبي (INN) للفرد أو رائد الأعمال مكوّن من 12 رقمًا',
    innChecksum: 'في الرقم الضريبي خطأ: أرقام التحقق غير متطابقة',
    kppFormat: 'رمز KPP مكوّن من 9 خانات: 4 أرقام، ثم رقمان أو حرفان لاتينيان كبيران، ثم 3 أرقام',
    ogrnFormat: 'رقم OGRN مكوّن من 13 رقمًا',
    ogrnipFormat: 'رقم OGRNIP مكوّن من 15 رقمًا',
    ogrnChecksum: 'في الرقم خطأ: رقم التحقق غير متطابق',
    bikFormat: 'رمز BIC مكوّن من 9 أرقام',
    accountFormat: 'الحساب الجاري مكوّن من 20 رقمًا',
    accountKey: 'الحساب لا يتطابق مع رمز BIC: تحقق من الرقمين',
    bankPair: 'أدخل رمز BIC والحساب الجاري معًا، أو اترك الحقلين فارغين',
  },
};

export function companyProblemText(locale: Locale, problem: CompanyProblem): string {
  return texts[locale][problem];
}
