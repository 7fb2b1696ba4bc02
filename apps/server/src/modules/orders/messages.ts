import type { Locale } from '@storefront/contract/constants';
import type { OrderStatus } from '@storefront/contract/orders';
import { STATUS_NAMES } from '../../lib/messages';

/** Order status names as the buyer reads them in notifications and the event history (Russian, the store's language). */
export const STATUS_LABEL: Record<OrderStatus, string> = STATUS_NAMES['ru-RU'];

/** The default note of an order event, when the actor gave none. */
export const STATUS_NOTE: Record<OrderStatus, string> = {
  new: 'Заказ оформлен',
  awaiting_payment: 'Ожидает оплаты картой',
  paid: 'Оплата получена',
  assembling: 'Заказ передан на сборку',
  shipped: 'Передан в службу доставки',
  delivered: 'Вручён покупателю',
  completed: 'Получение подтверждено',
  cancelled: 'Заказ отменён',
  returned: 'Оформлен возврат',
};

/** What the buyer is told next to each status change (notification body). */
export const STATUS_NEXT: Record<OrderStatus, string> = {
  new: 'Мы получили заказ и скоро начнём его собирать.',
  awaiting_payment: 'Оплатите заказ картой — после оплаты мы начнём его собирать.',
  paid: 'Оплата получена, заказ скоро передадут на сборку.',
  assembling: 'Продавец собирает заказ и передаст его в доставку.',
  shipped: 'Заказ в пути.',
  delivered: 'Заказ доставлен. Подтвердите получение в личном кабинете.',
  completed: 'Спасибо за покупку!',
  cancelled: 'Если захотите, повторите заказ из личного кабинета.',
  returned: 'Возврат оформлен.',
};

type FieldText =
  'keyMissing' | 'keyInvalid' | 'paymentUnavailable' | 'networkCap' | 'networkBalance' | 'localCap' | 'localBalance' | 'bonusOverTotal';

const texts: Record<Locale, Record<FieldText, string>> = {
  'ru-RU': {
    keyMissing: 'Нужен заголовок Idempotency-Key',
    keyInvalid: 'Idempotency-Key: от 8 до 64 символов A–Z, a–z, 0–9, _ и -',
    paymentUnavailable: 'Этот способ оплаты сейчас недоступен',
    networkCap: 'Бонусами сети можно оплатить не больше {amount}',
    networkBalance: 'Доступно бонусов сети: {amount}',
    localCap: 'Бонусами витрины можно оплатить не больше {amount}',
    localBalance: 'Доступно бонусов витрины: {amount}',
    bonusOverTotal: 'Бонусов больше, чем стоят товары',
  },
  'en-US': {
    keyMissing: 'The Idempotency-Key header is required',
    keyInvalid: 'Idempotency-Key: 8 to 64 characters of A–Z, a–z, 0–9, _ and -',
    paymentUnavailable: 'This payment method is not available right now',
    networkCap: 'Network bonuses can pay at most {amount}',
    networkBalance: 'Network bonuses available: {amount}',
    localCap: 'Showcase bonuses can pay at most {amount}',
    localBalance: 'Showcase bonuses available: {amount}',
    bonusOverTotal: 'The bonuses exceed the price of the goods',
  },
  'ar-AR': {
    keyMissing: 'رأس Idempotency-Key مطلوب',
    keyInvalid: 'Idempotency-Key: من 8 إلى 64 حرفًا من A–Z و a–z و 0–9 و _ و -',
    paymentUnavailable: 'طريقة الدفع هذه غير متاحة حاليًا',
    networkCap: 'يمكن دفع {amount} كحد أقصى بمكافآت الشبكة',
    networkBalance: 'مكافآت الشبكة المتاحة: {amount}',
    localCap: 'يمكن دفع {amount} كحد أقصى بمكافآت المتجر',
    localBalance: 'مكافآت المتجر المتاحة: {amount}',
    bonusOverTotal: 'المكافآت تتجاوز سعر المنتجات',
  },
};

export function fieldText(locale: Locale, key: FieldText, params: Record<string, string> = {}): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/** Kopecks as roubles for a message ("1 290,5 ₽"). */
export function roubles(kopecks: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(
    kopecks / 100,
  );
}

/** Kopecks as a number of bonuses (1 bonus = 1 ₽). */
export function bonuses(kopecks: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(kopecks / 100);
}
