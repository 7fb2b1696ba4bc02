import { DASHBOARD_TIME_ZONE } from '@storefront/contract/dashboard';
import type { BonusEntryRow } from './repository';

/** CSV as the sale orders' export writes it (Excel with Russian settings): BOM, `;`, CRLF, decimal commas. */
const SEPARATOR = ';';
const BOM = '\uFEFF';

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: DASHBOARD_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const when = (value: Date | string | null) => (value === null ? '' : dateTime.format(new Date(value)).replace(',', ''));
const money = (kopecks: number) => (kopecks / 100).toFixed(2).replace('.', ',');

/** A field as CSV text; text a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().,-]+$/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const table = (header: string[], records: string[][]) =>
  `${BOM}${[header, ...records].map((fields) => fields.map(csvField).join(SEPARATOR)).join('\r\n')}\r\n`;

const STATUS: Record<string, string> = { pending: 'Ожидает', available: 'Доступно', reversed: 'Отменено' };

export function bonusEntriesCsv(entries: readonly BonusEntryRow[]): string {
  return table(
    ['Дата', 'Операция', 'Статус', 'Сумма, ₽', 'Заказ', 'Доступно с'],
    entries.map((e) => [when(e.createdAt), e.operation, STATUS[e.status] ?? e.status, money(e.amount), e.orderNumber ?? '', when(e.maturesAt)]),
  );
}

export function linksCsv(campaigns: ReadonlyArray<{ cmp: string; opens: number; orders: number; revenue: number }>): string {
  return table(
    ['Кампания (cmp)', 'Переходы', 'Заказы', 'Конверсия, %', 'Выручка, ₽'],
    campaigns.map((c) => [
      c.cmp,
      String(c.opens),
      String(c.orders),
      c.opens === 0 ? '' : ((c.orders / c.opens) * 100).toFixed(1).replace('.', ','),
      money(c.revenue),
    ]),
  );
}
