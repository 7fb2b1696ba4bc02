import { DEFAULT_TRUNCATE_LENGTH, EMPTY_AMOUNT } from '@storefront/contract/constants';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** dd.mm.yyyy */
export function formatDate(date: Date): string {
  return `${pad2(date.getDate())}.${pad2(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** HH:MM, 24-hour. */
export function formatTime(date: Date): string {
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** DD.MM.YYYY HH:MM. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${formatTime(date)}`;
}

/** Long-month form: "5 марта 2025" (genitive month in Russian). */
export function formatLongDate(date: Date, locale: string): string {
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(date);
  return `${dayMonth} ${date.getFullYear()}`;
}

/** Weekday, day and month: "пятница, 22 ноября". */
export function formatWeekdayDayMonth(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(date);
}

export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Money; an empty amount shows "−". Amounts are roubles unless a currency is given. */
export function formatCurrency(amount: number | null | undefined, locale: string, currency = 'RUB'): string {
  if (!isAmount(amount)) return EMPTY_AMOUNT;
  return currencyFormat(locale, currency).format(amount);
}

// A grid shows dozens of prices: one formatter per locale and currency (building one is dear, issue 18's TBT).
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // The sign (₽), not the code (RUB), in every locale.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    currencyFormats.set(key, format);
  }
  return format;
}

/** A plain number; an empty amount shows "−". */
export function formatAmount(amount: number | null | undefined, locale: string): string {
  if (!isAmount(amount)) return EMPTY_AMOUNT;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
}

/** Cuts text to `limit` characters (code points) and marks the cut with an ellipsis. */
export function truncate(text: string, limit: number = DEFAULT_TRUNCATE_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/** Money with its kopecks always shown: «2 393,40» (ru-RU), "2,393.40" (en-US); an empty amount shows "−". */
export function formatMoney(amount: number | null | undefined, locale: string): string {
  if (!isAmount(amount)) return EMPTY_AMOUNT;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
