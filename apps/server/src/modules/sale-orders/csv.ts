import { SALE_ORDERS_TIME_ZONE } from '@storefront/contract/sale-orders';
import { STATUS_LABEL } from '../orders/messages';
import { csvDateTime, csvMoney, csvTable } from '../../lib/csv';
import type { ExportRow } from './repository';

/** The sale orders of a period as CSV (lib/csv: Excel with Russian settings opens it as a table). */
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

const when = csvDateTime(SALE_ORDERS_TIME_ZONE);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function record(row: ExportRow): string[] {
  return [
    row.number,
    when(row.createdAt),
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
    csvMoney(row.goodsTotal),
    csvMoney(row.bonusNetworkSpent),
    csvMoney(row.bonusLocalSpent),
    csvMoney(row.total),
    row.trackingNumber ?? '',
    row.comment,
  ];
}

export function saleOrdersCsv(rows: readonly ExportRow[]): string {
  return csvTable(HEADER, rows.map(record));
}
