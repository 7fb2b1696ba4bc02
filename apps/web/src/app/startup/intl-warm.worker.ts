/**
 * Formats once in the locale it is sent (see warm-intl.ts): ICU loads its number, date and plural data for the whole
 * process, so the page's own first formats find it loaded.
 */
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB' }).format(0);
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(0);
  new Intl.PluralRules(locale).select(1);
  self.postMessage('warm');
};
