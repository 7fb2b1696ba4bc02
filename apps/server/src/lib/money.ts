/** Bonuses and money are stored in kopecks; the wire shows bonuses/roubles with two decimals at most. */
export function fromKopecks(kopecks: number | null | undefined): number {
  return Math.round(Number(kopecks ?? 0)) / 100;
}

/**
 * Intl formatters are costly to build (a placed order formats several amounts): one per locale and options, kept.
 * Arabic screens show Western digits, as the web app does.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}
const numberLocale = (locale: string) => (locale === 'ar-AR' ? 'en-US' : locale);
const moneyFormat = (locale: string) =>
  cached(`money:${locale}`, () => new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

const roublesFormat = (locale: string) =>
  cached(
    `roubles:${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'RUB',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
      }),
  );

/** Kopecks as roubles with the sign, as the web app writes prices: 1799000 → «17 990 ₽», 129050 → «1 290,5 ₽». */
export function formatRoubles(kopecks: number, locale = 'ru-RU'): string {
  return roublesFormat(locale).format(kopecks / 100);
}

/** Kopecks as Russian money for messages: 239340 → "2 393,40" (always two decimals). */
export function formatMoney(kopecks: number, locale = 'ru-RU'): string {
  return moneyFormat(locale).format(kopecks / 100);
}

const BONUS_WORDS: Record<string, Record<Intl.LDMLPluralRule, string>> = {
  'ru-RU': { zero: 'бонусов', one: 'бонус', two: 'бонуса', few: 'бонуса', many: 'бонусов', other: 'бонуса' },
  'en-US': { zero: 'bonuses', one: 'bonus', two: 'bonuses', few: 'bonuses', many: 'bonuses', other: 'bonuses' },
  'ar-AR': { zero: 'مكافأة', one: 'مكافأة', two: 'مكافأة', few: 'مكافآت', many: 'مكافأة', other: 'مكافأة' },
};

/** "74,75 бонуса", "1 бонус", "5 бонусов": the amount as money and the word by ICU plural rules (a fraction is "other"). */
export function formatBonusCount(kopecks: number, locale = 'ru-RU'): string {
  const words = BONUS_WORDS[locale] ?? BONUS_WORDS['ru-RU']!;
  const whole = kopecks % 100 === 0;
  const value = Math.abs(kopecks) / 100;
  const plural = cached(
    `plural:${locale}:${whole}`,
    () => new Intl.PluralRules(locale === 'ar-AR' ? 'ar' : locale, whole ? {} : { minimumFractionDigits: 2 }),
  );
  const number = whole
    ? cached(`whole:${locale}`, () => new Intl.NumberFormat(numberLocale(locale))).format(value)
    : formatMoney(Math.abs(kopecks), locale);
  const rule = plural.select(value);
  return `${number} ${words[rule]}`;
}
