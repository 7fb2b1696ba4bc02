import { DASHBOARD_TIME_ZONE } from '@storefront/contract/dashboard';
import { csvDateTime, csvMoney, csvTable } from '../../lib/csv';
import type { BonusEntryRow } from './repository';

/** The dashboard's exports, in the sale orders' CSV (lib/csv). */
const when = csvDateTime(DASHBOARD_TIME_ZONE);

const STATUS: Record<string, string> = { pending: 'Ожидает', available: 'Доступно', reversed: 'Отменено' };

export function bonusEntriesCsv(entries: readonly BonusEntryRow[]): string {
  return csvTable(
    ['Дата', 'Операция', 'Статус', 'Сумма, ₽', 'Заказ', 'Доступно с'],
    entries.map((e) => [when(e.createdAt), e.operation, STATUS[e.status] ?? e.status, csvMoney(e.amount), e.orderNumber ?? '', when(e.maturesAt)]),
  );
}

export function linksCsv(campaigns: ReadonlyArray<{ cmp: string; opens: number; orders: number; revenue: number }>): string {
  return csvTable(
    ['Кампания (cmp)', 'Переходы', 'Заказы', 'Конверсия, %', 'Выручка, ₽'],
    campaigns.map((c) => [
      c.cmp,
      String(c.opens),
      String(c.orders),
      c.opens === 0 ? '' : ((c.orders / c.opens) * 100).toFixed(1).replace('.', ','),
      csvMoney(c.revenue),
    ]),
  );
}
