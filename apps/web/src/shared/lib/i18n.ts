import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from '@storefront/contract/constants';
import { createIntl, createIntlCache, useIntl, type IntlShape } from './intl';
import ruMessages from '../../locales/ru-RU.json';

/** ru-RU is the source locale: its keys are the message ids. */
export type MessageId = keyof typeof ruMessages;
export type Messages = Record<MessageId, string>;
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export const sourceMessages: Messages = ruMessages;

const loaders: Record<Locale, () => Promise<Messages>> = {
  'ru-RU': () => Promise.resolve(ruMessages),
  'en-US': () => import('../../locales/en-US.json').then((m) => m.default),
  'ar-AR': () => import('../../locales/ar-AR.json').then((m) => m.default),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

const cache = createIntlCache();
let current: IntlShape = createIntl({ locale: DEFAULT_LOCALE, messages: ruMessages }, cache);

/** Code outside React (the error normaliser, alerts) formats through the same locale as the UI. */
export function setActiveIntl(locale: Locale, messages: Messages): IntlShape {
  current = createIntl({ locale, messages, defaultLocale: DEFAULT_LOCALE }, cache);
  return current;
}

export function getIntl(): IntlShape {
  return current;
}

export function translate(id: MessageId, values?: MessageValues): string {
  return current.formatMessage({ id }, values);
}

/** lang always follows the locale; dir="rtl" only for right-to-left locales (ar-AR). */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  if (RTL_LOCALES.includes(locale)) root.dir = 'rtl';
  else root.removeAttribute('dir');
}

/** Typed message lookup for components: `const t = useT(); t('header.menu')`. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
