/**
 * CSV that Excel with Russian settings opens as a table: UTF-8 with a BOM (else Cyrillic turns into mojibake),
 * `;` between fields (`,` is the decimal separator there), CRLF rows, quotes around fields that need them
 * (RFC 4180), decimal commas in sums. The sale orders' and the dashboard's exports write it.
 */
const SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * A field as CSV text. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start)
 * gets a leading apostrophe, unless it is just a number (decimal comma included) or a phone.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().,-]+$/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: a header row and the records. */
export const csvTable = (header: readonly string[], records: ReadonlyArray<readonly string[]>): string =>
  `${BOM}${[header, ...records].map((fields) => fields.map(csvField).join(SEPARATOR)).join('\r\n')}\r\n`;

/** Kopecks as "1234,50": no grouping, so a spreadsheet reads it as a number. */
export const csvMoney = (kopecks: number) => (kopecks / 100).toFixed(2).replace('.', ',');

/** "31.12.2026 23:59" in the given time zone; empty for no date. */
export function csvDateTime(timeZone: string): (value: Date | string | null) => string {
  const format = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (value) => (value === null ? '' : format.format(new Date(value)).replace(',', ''));
}
