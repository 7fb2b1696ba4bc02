import type { Locale } from '@storefront/contract/constants';
import type { z } from 'zod';

/**
 * Field messages a person can act on, in the shopper's language: never a validator's internals (a pattern, a type
 * name, "number будет <=30"). Formats checked by a pattern are named by their field; sizes and bounds in words.
 */
type Texts = {
  required: string;
  tooLong: (max: number) => string;
  tooShort: (min: number) => string;
  max: (max: number) => string;
  min: (min: number) => string;
  number: string;
  email: string;
  url: string;
  format: string;
  choice: string;
  reserved: string;
  formats: Record<string, string>;
};

const PHONE = {
  ru: 'Телефон: цифры, пробелы, скобки и дефисы, от 5 до 20 знаков',
  en: 'Phone: digits, spaces, brackets and dashes, 5 to 20 characters',
  ar: 'الهاتف: أرقام ومسافات وأقواس وشرطات، من 5 إلى 20 رمزًا',
};

const TEXTS: Record<Locale, Texts> = {
  'ru-RU': {
    required: 'Заполните поле',
    tooLong: (n) => `Не длиннее ${n} знаков`,
    tooShort: (n) => `Не короче ${n} знаков`,
    max: (n) => `Не больше ${n}`,
    min: (n) => `Не меньше ${n}`,
    number: 'Введите число',
    email: 'Проверьте адрес e-mail: например, shop@example.ru',
    url: 'Введите адрес ссылки, начиная с https://',
    format: 'Проверьте значение',
    choice: 'Выберите значение из списка',
    reserved: 'Этот адрес зарезервирован: выберите другой',
    formats: {
      phone: PHONE.ru,
      whatsapp: PHONE.ru,
      telegram: 'Имя в Telegram: латиница, цифры и «_», от 4 до 32 знаков, например @myshop',
      token: 'Токен бота: как его выдал @BotFather, например 123456789:AAE…',
      botUsername: 'Имя бота: латиница, цифры и «_», от 5 до 32 знаков, начинается с буквы',
      alias: 'Адрес витрины: строчные латинские буквы, цифры и дефис, от 3 до 32 знаков',
      slug: 'Адрес страницы: строчные латинские буквы, цифры и дефис',
    },
  },
  'en-US': {
    required: 'Fill in this field',
    tooLong: (n) => `At most ${n} characters`,
    tooShort: (n) => `At least ${n} characters`,
    max: (n) => `At most ${n}`,
    min: (n) => `At least ${n}`,
    number: 'Enter a number',
    email: 'Check the e-mail address, e.g. shop@example.com',
    url: 'Enter a link starting with https://',
    format: 'Check this value',
    choice: 'Choose a value from the list',
    reserved: 'This address is reserved: choose another one',
    formats: {
      phone: PHONE.en,
      whatsapp: PHONE.en,
      telegram: 'Telegram name: Latin letters, digits and “_”, 4 to 32 characters, e.g. @myshop',
      token: 'Bot token: as @BotFather gave it, e.g. 123456789:AAE…',
      botUsername: 'Bot name: Latin letters, digits and “_”, 5 to 32 characters, starting with a letter',
      alias: 'Showcase address: lowercase Latin letters, digits and dashes, 3 to 32 characters',
      slug: 'Page address: lowercase Latin letters, digits and dashes',
    },
  },
  'ar-AR': {
    required: 'املأ هذا الحقل',
    tooLong: (n) => `لا يزيد عن ${n} رمزًا`,
    tooShort: (n) => `لا يقل عن ${n} رموز`,
    max: (n) => `لا يزيد عن ${n}`,
    min: (n) => `لا يقل عن ${n}`,
    number: 'أدخل رقمًا',
    email: 'تحقق من البريد الإلكتروني، مثل shop@example.com',
    url: 'أدخل رابطًا يبدأ بـ https://',
    format: 'تحقق من القيمة',
    choice: 'اختر قيمة من القائمة',
    reserved: 'هذا العنوان محجوز: اختر عنوانًا آخر',
    formats: {
      phone: PHONE.ar,
      whatsapp: PHONE.ar,
      telegram: 'اسم تيليجرام: أحرف لاتينية وأرقام و«_»، من 4 إلى 32 رمزًا، مثل @myshop',
      token: 'رمز البوت: كما أعطاه @BotFather، مثل 123456789:AAE…',
      botUsername: 'اسم البوت: أحرف لاتينية وأرقام و«_»، من 5 إلى 32 رمزًا، يبدأ بحرف',
      alias: 'عنوان المتجر: أحرف لاتينية صغيرة وأرقام وشرطة، من 3 إلى 32 رمزًا',
      slug: 'عنوان الصفحة: أحرف لاتينية صغيرة وأرقام وشرطة',
    },
  },
};

/** Internal refine messages of the contract that reach a person: mapped to their words. */
const INTERNAL: Record<string, keyof Pick<Texts, 'reserved'>> = { reserved: 'reserved' };

/** The message for one issue, or null to keep the one the issue carries (a contract's own human text). */
export function fieldMessage(locale: Locale, issue: z.core.$ZodIssue): string | null {
  const t = TEXTS[locale];
  // A raw issue (as the error map sees it) may carry no path yet.
  const path = (issue.path as PropertyKey[] | undefined) ?? [];
  const field = String(path[path.length - 1] ?? '');
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string' ? t.tooLong(max) : issue.origin === 'number' ? t.max(max) : t.format;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? t.required : t.tooShort(min);
      return issue.origin === 'number' ? t.min(min) : t.format;
    }
    case 'invalid_type':
      return issue.expected === 'number' ? t.number : issue.input === undefined ? t.required : t.format;
    case 'invalid_format':
      if (issue.format === 'email') return t.email;
      if (issue.format === 'url') return t.url;
      return t.formats[field] ?? t.format;
    case 'invalid_value':
      return t.choice;
    case 'invalid_union':
      // A union of '' and a checked format: the format's message.
      return t.formats[field] ?? (field === 'email' ? t.email : t.format);
    case 'not_multiple_of':
      return t.format;
    default:
      return null;
  }
}

/** A contract's internal refine token (e.g. 'reserved') in the shopper's words; null for a human message. */
export function internalText(locale: Locale, message: string): string | null {
  const key = INTERNAL[message];
  return key ? TEXTS[locale][key] : null;
}
