import { DEFAULT_LOCALE, type Locale } from '@storefront/contract/constants';

/**
 * The notes the system writes into an order's status history, in every language. The history stores the Russian
 * text (the store's language, also what the seller's free-text notes are written in); a view for another language
 * recognises a system note by its Russian template and answers it in the request's language. A note that matches
 * no template (a seller's own words) is shown as written.
 */
const NOTES: ReadonlyArray<Record<Locale, string>> = [
  { 'ru-RU': 'Заказ оформлен', 'en-US': 'Order placed', 'ar-AR': 'تم تقديم الطلب' },
  { 'ru-RU': 'Заказ оформлен, оплата при получении', 'en-US': 'Order placed, payment on delivery', 'ar-AR': 'تم تقديم الطلب، الدفع عند الاستلام' },
  { 'ru-RU': 'Ожидает оплаты картой', 'en-US': 'Awaiting card payment', 'ar-AR': 'بانتظار الدفع بالبطاقة' },
  { 'ru-RU': 'Переход к оплате картой', 'en-US': 'Went on to pay by card', 'ar-AR': 'الانتقال إلى الدفع بالبطاقة' },
  { 'ru-RU': 'Оплата получена', 'en-US': 'Payment received', 'ar-AR': 'تم استلام الدفعة' },
  { 'ru-RU': 'Оплата картой получена', 'en-US': 'Card payment received', 'ar-AR': 'تم استلام الدفع بالبطاقة' },
  { 'ru-RU': 'Заказ передан на сборку', 'en-US': 'Order sent for assembly', 'ar-AR': 'أُرسل الطلب للتجهيز' },
  { 'ru-RU': 'Передан в службу доставки', 'en-US': 'Handed to the delivery service', 'ar-AR': 'سُلّم إلى خدمة التوصيل' },
  { 'ru-RU': 'Вручён покупателю', 'en-US': 'Handed to the buyer', 'ar-AR': 'سُلّم إلى المشتري' },
  { 'ru-RU': 'Вручён получателю ({provider})', 'en-US': 'Handed to the recipient ({provider})', 'ar-AR': 'سُلّم إلى المستلم ({provider})' },
  { 'ru-RU': 'Получение подтверждено', 'en-US': 'Receipt confirmed', 'ar-AR': 'تم تأكيد الاستلام' },
  {
    'ru-RU': 'Заказ завершён автоматически через {days} дн. после доставки',
    'en-US': 'Order completed automatically {days} days after delivery',
    'ar-AR': 'اكتمل الطلب تلقائيًا بعد {days} يوم من التوصيل',
  },
  { 'ru-RU': 'Заказ отменён', 'en-US': 'Order cancelled', 'ar-AR': 'أُلغي الطلب' },
  { 'ru-RU': 'Отменён покупателем', 'en-US': 'Cancelled by the buyer', 'ar-AR': 'ألغاه المشتري' },
  { 'ru-RU': 'Отменён покупателем до оплаты', 'en-US': 'Cancelled by the buyer before payment', 'ar-AR': 'ألغاه المشتري قبل الدفع' },
  {
    'ru-RU': 'Заказ не оплачен за {minutes} мин и отменён',
    'en-US': 'Order not paid within {minutes} min and cancelled',
    'ar-AR': 'لم يُدفع الطلب خلال {minutes} دقيقة فأُلغي',
  },
  {
    'ru-RU': 'Передан в службу доставки, трек-номер {track}',
    'en-US': 'Handed to the delivery service, tracking number {track}',
    'ar-AR': 'سُلّم إلى خدمة التوصيل، رقم التتبع {track}',
  },
  { 'ru-RU': 'Отменён продавцом: {reason}', 'en-US': 'Cancelled by the seller: {reason}', 'ar-AR': 'ألغاه البائع: {reason}' },
  {
    'ru-RU': 'Заказ подтверждён продавцом и передан на сборку',
    'en-US': 'Order confirmed by the seller and sent for assembly',
    'ar-AR': 'أكّد البائع الطلب وأرسله للتجهيز',
  },
  { 'ru-RU': 'Оформлен возврат', 'en-US': 'Return registered', 'ar-AR': 'تم تسجيل الإرجاع' },
  { 'ru-RU': 'Претензия №{id} одобрена', 'en-US': 'Claim No. {id} approved', 'ar-AR': 'تمت الموافقة على الشكوى رقم {id}' },
];

/** Names a note's parameters carry when they are words, e.g. the delivery provider. */
const WORDS: Readonly<Record<string, Record<Locale, string>>> = {
  СДЭК: { 'ru-RU': 'СДЭК', 'en-US': 'CDEK', 'ar-AR': 'CDEK' },
  'Курьер продавца': { 'ru-RU': 'Курьер продавца', 'en-US': "Seller's courier", 'ar-AR': 'مندوب البائع' },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = NOTES.map((note) => {
  const names: string[] = [];
  const source = note[DEFAULT_LOCALE].split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) return escape(part);
    names.push(name);
    return '(.+?)';
  });
  return { note, names, pattern: new RegExp(`^${source.join('')}$`) };
});

/** The system note in `locale` (its parameters kept); any other note as written. */
export function localizeEventNote(note: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || note === '') return note;
  for (const { note: texts, names, pattern } of MATCHERS) {
    const match = pattern.exec(note.trim());
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    return texts[locale].replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name] ?? '';
      return WORDS[value]?.[locale] ?? value;
    });
  }
  return note;
}

/** An order (the buyer's or the seller's view) with its history's notes in `locale`. */
export function localizeEvents<T extends { events: ReadonlyArray<{ note: string }> }>(order: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return order;
  return { ...order, events: order.events.map((event) => ({ ...event, note: localizeEventNote(event.note, locale) })) };
}
