import { toProviderAmount } from '@storefront/contract/payments';
import { VAT_CODE, type Receipt, type ReceiptItem, type VatRate } from '@storefront/contract/receipts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../db/sql';

/**
 * 54-ФЗ receipts (YooKassa `receipt`): one item per line with its description (≤ 128 characters), quantity, unit
 * amount, vat_code, payment_subject and payment_mode. When bonuses paid part of the order, the money part is spread
 * over the lines in proportion to their value, and each line's units are priced so that Σ unit × quantity equals
 * exactly what was paid in money (YooKassa refuses a receipt whose items do not add up to the payment).
 */
export interface ReceiptLine {
  id: number;
  name: string;
  price: number;
  quantity: number;
  vatRate: VatRate;
  returnedQuantity: number;
}

export const PAYMENT_CURRENCY = 'RUB';

/** What each line costs in money (kopecks) when `paid` of the goods was paid in money: proportional, largest remainder. */
export function allocatePaid(lines: readonly { price: number; quantity: number }[], paid: number): number[] {
  const values = lines.map((l) => BigInt(l.price) * BigInt(l.quantity));
  const goods = values.reduce((a, b) => a + b, 0n);
  if (goods === 0n) return lines.map(() => 0);
  const target = BigInt(Math.min(paid, Number(goods)));
  const shares = values.map((v) => (v * target) / goods);
  const rest = values.map((v, i) => ({ i, r: (v * target) % goods }));
  let left = Number(target - shares.reduce((a, b) => a + b, 0n));
  for (const { i } of rest.sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i))) {
    if (left-- <= 0) break;
    shares[i] = shares[i]! + 1n;
  }
  return shares.map(Number);
}

/** The money of `count` units of a line after `before` were taken already: the last unit takes what rounding left. */
export function unitsShare(lineTotal: number, quantity: number, before: number, count: number): number {
  const upTo = (n: number) => Math.floor((lineTotal * n) / quantity);
  return upTo(before + count) - upTo(before);
}

export const receiptDescription = (name: string): string => (name.length <= 128 ? name : `${name.slice(0, 127)}…`);

/** Items for `total` kopecks over `quantity` units: one item when it divides evenly, else two (…, and one kopeck dearer). */
export function itemsFor(
  base: { description: string; vat_code: number; payment_subject: ReceiptItem['payment_subject']; payment_mode: ReceiptItem['payment_mode'] },
  total: number,
  quantity: number,
): ReceiptItem[] {
  if (total <= 0 || quantity <= 0) return [];
  const unit = Math.floor(total / quantity);
  const dearer = total - unit * quantity;
  const item = (q: number, amount: number): ReceiptItem => ({
    ...base,
    quantity: `${q}.00`,
    amount: { value: toProviderAmount(amount), currency: PAYMENT_CURRENCY },
  });
  if (unit === 0) return [item(1, total)];
  return [...(quantity - dearer > 0 ? [item(quantity - dearer, unit)] : []), ...(dearer > 0 ? [item(dearer, unit + 1)] : [])];
}

/** The buyer as a receipt names them: the phone in E.164 digits (79001234567) and the e-mail when known. */
export function receiptCustomer(contact: { phone?: string | null; email?: string | null; name?: string | null }): NonNullable<Receipt['customer']> {
  let digits = (contact.phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10) digits = `7${digits}`;
  return {
    ...(contact.name ? { full_name: contact.name.slice(0, 256) } : {}),
    ...(digits.length >= 11 && digits.length <= 15 ? { phone: digits } : {}),
    ...(contact.email ? { email: contact.email } : {}),
  };
}

export function orderLines(db: Db | Tx, orderId: number): Promise<ReceiptLine[]> {
  return rows<ReceiptLine>(
    db,
    sql`
    select id, name, price::float8 as price, quantity, vat_rate as "vatRate", returned_quantity as "returnedQuantity"
    from order_items where order_id = ${orderId} order by id`,
  );
}

const itemBase = (l: ReceiptLine) => ({
  description: receiptDescription(l.name),
  vat_code: VAT_CODE[l.vatRate],
  payment_subject: 'commodity' as const,
  payment_mode: 'full_prepayment' as const,
});

/** The receipt of an order's card payment: every line at its share of the money paid. */
export function paymentReceipt(customer: Receipt['customer'], lines: readonly ReceiptLine[], paid: number): Receipt {
  const totals = allocatePaid(lines, paid);
  return { customer, items: lines.flatMap((l, i) => itemsFor(itemBase(l), totals[i]!, l.quantity)) };
}

/** What returning `units` of each line gives back in money, and the receipt of that refund. */
export function refundFor(
  customer: Receipt['customer'],
  lines: readonly ReceiptLine[],
  paid: number,
  units: ReadonlyMap<number, number>,
): { amount: number; receipt: Receipt } {
  const totals = allocatePaid(lines, paid);
  const items: ReceiptItem[] = [];
  let amount = 0;
  lines.forEach((l, i) => {
    const count = units.get(l.id) ?? 0;
    if (count <= 0) return;
    const money = unitsShare(totals[i]!, l.quantity, l.returnedQuantity, count);
    amount += money;
    items.push(...itemsFor(itemBase(l), money, count));
  });
  return { amount, receipt: { customer, items } };
}

/** The receipt of a fund top-up: a service paid in full. */
export function topupReceipt(customer: Receipt['customer'], showcaseName: string, amount: number): Receipt {
  const description = receiptDescription(`Пополнение баланса страницы «${showcaseName}»`);
  return {
    customer,
    items: itemsFor({ description, vat_code: VAT_CODE['22'], payment_subject: 'service', payment_mode: 'full_payment' }, amount, 1),
  };
}

/** The buyer of an order as its receipts name them: the order's contact. */
export async function orderCustomer(db: Db | Tx, orderId: number): Promise<NonNullable<Receipt['customer']>> {
  const [row] = await rows<{ contact: { name?: string; phone?: string; email?: string } }>(db, sql`select contact from orders where id = ${orderId}`);
  return receiptCustomer({ phone: row?.contact.phone ?? null, email: row?.contact.email ?? null });
}

/** An order's delivery as its receipts show it: its price (part of the money paid) and the provider's name. */
export interface ReceiptDelivery {
  price: number;
  providerName: string | null;
}

export async function orderDelivery(db: Db | Tx, orderId: number): Promise<ReceiptDelivery> {
  const [row] = await rows<{ price: number; providerName: string | null }>(
    db,
    sql`select delivery_price::float8 as price, delivery_choice->>'providerName' as "providerName" from orders where id = ${orderId}`,
  );
  return { price: row?.price ?? 0, providerName: row?.providerName ?? null };
}

/** The delivery as a `service` item of 54-ФЗ receipts (VAT at the standard rate). */
export function deliveryItems(delivery: ReceiptDelivery, amount: number): ReceiptItem[] {
  const description = receiptDescription(delivery.providerName ? `Доставка заказа (${delivery.providerName})` : 'Доставка заказа');
  return itemsFor({ description, vat_code: VAT_CODE['22'], payment_subject: 'service', payment_mode: 'full_prepayment' }, amount, 1);
}

/** The receipt of an order's card payment of `amount` kopecks: the goods at their share of the money, then the delivery. */
export async function orderPaymentReceipt(db: Db | Tx, orderId: number, amount: number): Promise<Receipt> {
  const customer = await orderCustomer(db, orderId);
  const delivery = await orderDelivery(db, orderId);
  const deliveryPaid = Math.min(delivery.price, amount);
  const receipt = paymentReceipt(customer, await orderLines(db, orderId), amount - deliveryPaid);
  return { ...receipt, items: [...receipt.items, ...deliveryItems(delivery, deliveryPaid)] };
}
