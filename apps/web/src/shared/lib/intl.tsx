import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { Children, createContext, Fragment, isValidElement, use, useMemo, type ReactNode } from 'react';

/*
 * The app's ICU message formatting: the part of react-intl it uses (createIntl, IntlProvider, useIntl,
 * FormattedMessage; formatMessage, formatNumber, formatDate) on the browser's Intl, in about 1 KB instead of
 * react-intl + @formatjs/intl + intl-messageformat (about 10 KB gzip of the entry bundle, issue 18).
 * The build ships messages as precompiled ASTs (vite-plugins/precompile-messages.ts); tests pass plain strings,
 * which are parsed here with the real parser (the build aliases it to the parser-less entry).
 * Arguments, {n, number[, style]}, {d, date|time[, style]}, plural (exact =N, offset, #, ordinal), select and
 * <tag>…</tag> elements are supported — everything ICU MessageFormat offers that react-intl formatted.
 */

type Primitive = string | number | boolean | Date | null | undefined;
type RichValue = Primitive | ReactNode | ((chunks: ReactNode[]) => ReactNode);
export type FormatValues = Record<string, RichValue>;
type MessageSource = string | MessageFormatElement[];
export type IntlMessages = Record<string, MessageSource>;

export interface MessageDescriptor {
  id: string;
  defaultMessage?: string;
}

export interface IntlConfig {
  locale: string;
  messages?: Record<string, unknown>;
  defaultLocale?: string;
}

export interface IntlShape {
  locale: string;
  defaultLocale: string;
  messages: Record<string, unknown>;
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, Primitive>): string;
  formatMessage(descriptor: MessageDescriptor, values?: FormatValues): ReactNode;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
}

/** Kept for react-intl's call shape; formatters are cached per locale and options in this module. */
export function createIntlCache(): Record<string, never> {
  return {};
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
const pluralRules = (locale: string, type: Intl.PluralRuleType) => cached('p', locale, { type }, () => new Intl.PluralRules(locale, { type }));

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = { percent: { style: 'percent' }, integer: { maximumFractionDigits: 0 } };
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { year: '2-digit', month: 'numeric', day: 'numeric' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  full: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

type Style = string | { parsedOptions?: object } | null | undefined;
function styleOptions<T extends object>(style: Style, named: Record<string, T>): T | undefined {
  if (!style) return undefined;
  return typeof style === 'string' ? named[style] : (style.parsedOptions as T | undefined);
}

const parsedStrings = new Map<string, MessageFormatElement[]>();
/** Text without ICU syntax formats to itself (the build ships such messages as plain strings). */
const isPlainText = (text: string): boolean => !/[{}<']/.test(text);

function astOf(source: MessageSource): MessageFormatElement[] {
  if (typeof source !== 'string') return source;
  if (isPlainText(source)) return [{ type: TYPE.literal, value: source }];
  let ast = parsedStrings.get(source);
  if (!ast) {
    ast = parse(source);
    parsedStrings.set(source, ast);
  }
  return ast;
}

type Part = string | ReactNode;

/** A value as text: strings and numbers as written, anything else (an element) has no text form. */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

function formatElements(elements: MessageFormatElement[], locale: string, values: FormatValues, pound: number | null): Part[] {
  const parts: Part[] = [];
  for (const el of elements) {
    switch (el.type) {
      case TYPE.literal:
        parts.push(el.value);
        break;
      case TYPE.pound:
        if (pound !== null) parts.push(numberFormat(locale).format(pound));
        break;
      case TYPE.argument: {
        const value = values[el.value];
        if (value === undefined || value === null || typeof value === 'boolean') parts.push(value === undefined ? `{${el.value}}` : String(value));
        else if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
        else parts.push(value as ReactNode);
        break;
      }
      case TYPE.number: {
        const value = values[el.value];
        parts.push(typeof value === 'number' ? numberFormat(locale, styleOptions(el.style as Style, NUMBER_STYLES)).format(value) : text(value));
        break;
      }
      case TYPE.date:
      case TYPE.time: {
        const value = values[el.value];
        const named = el.type === TYPE.date ? DATE_STYLES : TIME_STYLES;
        const options = styleOptions(el.style as Style, named) ?? named.medium;
        const date = value instanceof Date ? value : typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
        parts.push(date && !Number.isNaN(date.getTime()) ? dateFormat(locale, options).format(date) : '');
        break;
      }
      case TYPE.select: {
        const option = el.options[text(values[el.value])] ?? el.options.other;
        if (option) parts.push(...formatElements(option.value, locale, values, pound));
        break;
      }
      case TYPE.plural: {
        const raw = values[el.value];
        const n = typeof raw === 'number' ? raw : Number(raw);
        const option = el.options[`=${n}`] ?? el.options[pluralRules(locale, el.pluralType ?? 'cardinal').select(n - el.offset)] ?? el.options.other;
        if (option) parts.push(...formatElements(option.value, locale, values, n - el.offset));
        break;
      }
      case TYPE.tag: {
        const render = values[el.value];
        const children = formatElements(el.children, locale, values, pound);
        parts.push(typeof render === 'function' ? render(children) : children);
        break;
      }
    }
  }
  return parts;
}

export function createIntl(config: IntlConfig, _cache?: unknown): IntlShape {
  const locale = config.locale;
  const messages = config.messages ?? {};
  function formatMessage(descriptor: MessageDescriptor, values?: Record<string, Primitive>): string;
  function formatMessage(descriptor: MessageDescriptor, values?: FormatValues): ReactNode;
  function formatMessage({ id, defaultMessage }: MessageDescriptor, values: FormatValues = {}): ReactNode {
    const source = (messages[id] as MessageSource | undefined) ?? defaultMessage;
    if (source === undefined) return id;
    const parts = formatElements(astOf(source), locale, values, null);
    if (parts.every((part) => typeof part === 'string')) return parts.join('');
    // Rich values (elements, tag renderers): React children, keyed.
    const flat = parts.flat(Infinity as 1) as ReactNode[];
    return flat.some((part) => isValidElement(part)) ? Children.toArray(flat) : flat.map(text).join('');
  }
  return {
    locale,
    defaultLocale: config.defaultLocale ?? locale,
    messages,
    formatMessage,
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatDate: (value, options) => dateFormat(locale, options).format(value instanceof Date ? value : new Date(value)),
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ locale, defaultLocale, messages, children }: IntlConfig & { children?: ReactNode }) {
  const intl = useMemo(() => createIntl({ locale, defaultLocale, messages }), [locale, defaultLocale, messages]);
  return <IntlContext value={intl}>{children}</IntlContext>;
}

export function useIntl(): IntlShape {
  const intl = use(IntlContext);
  if (!intl) throw new Error('useIntl() outside <IntlProvider>');
  return intl;
}

export function FormattedMessage({ id, defaultMessage, values }: MessageDescriptor & { values?: FormatValues }) {
  const intl = useIntl();
  return <Fragment>{intl.formatMessage({ id, ...(defaultMessage === undefined ? {} : { defaultMessage }) }, values)}</Fragment>;
}
