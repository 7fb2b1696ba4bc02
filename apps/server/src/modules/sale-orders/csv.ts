import { SALE_ORDERS_TIME_ZONE } from '@storefront/contract/sale-orders';
import { STATUS_LABEL } from '../orders/messages';
import type { ExportRow } from './repository';

/**
 * The sale orders of a period as CSV that Excel with Russian settings opens as a table: UTF-8 with a BOM
 * (else Cyrillic turns into mojibake), `;` between fields (`,` is the decimal separator there), CRLF rows,
 * quotes around fields that need them (RFC 4180), decimal commas in sums.
 */
const SEPARATOR = ';';
const BOM = '\uFEFF';

const HEADER = [
  'Номер',
  'Дата',
  'Витрина',
  'Статус',
  'Оплата',
  'Покупатель',
  'Телефон',
  'E-mail',
  'Доставка',
  'Город',
  'Адрес',
  'Товары',
  'Сумма товаров, ₽',
  'Бонусы сети, ₽',
  'Бонусы страницы, ₽',
  'Итого, ₽',
  'Трек-номер',
  'Комментарий',
];

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SALE_ORDERS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Kopecks as "1234,50": no grouping, so a spreadsheet reads it as a number. */
const money = (kopecks: number) => (kopecks / 100).toFixed(2).replace('.', ',');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A field as CSV text. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start)
 * gets a leading apostrophe, unless it is just a number or a phone.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().-]+$/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function record(row: ExportRow): string[] {
  return [
    row.number,
    dateTime.format(new Date(row.createdAt)).replace(',', ''),
    row.showcaseName,
    capitalised(STATUS_LABEL[row.status]),
    row.paymentSystemId === 1 ? 'Картой онлайн' : 'При получении',
    row.contact.name,
    row.contact.phone,
    row.contact.email ?? '',
    row.delivery.method === 'pickup' ? 'В пункт выдачи' : 'Курьером',
    row.delivery.city,
    row.delivery.address,
    row.lines,
    money(row.goodsTotal),
    money(row.bonusNetworkSpent),
    money(row.bonusLocalSpent),
    money(row.total),
    row.trackingNumber ?? '',
    row.comment,
  ];
}

export function saleOrdersCsv(rows: readonly ExportRow[]): string {
  const lines = [HEADER, ...rows.map(record)].map((fields) => fields.map(csvField).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
