import type { Locale } from '@storefront/contract/constants';

/** Names of ledger operations (BonusOperationName) and the bonus forms' field errors, in the shopper's language. */
type Texts = Record<string, string>;

const operations: Record<Locale, Texts> = {
  'ru-RU': {
    referral: 'Бонус за покупку в сети, {level}-я линия',
    owner_share: 'Комиссия владельца витрины',
    cashback: 'Кэшбэк за покупку',
    cashback_payout: 'Выплата кэшбэка покупателю',
    fund_topup: 'Пополнение баланса страницы',
    spend: 'Оплата заказа бонусами',
    refund: 'Возврат бонусов за заказ',
    transfer_in: 'Перевод от участника',
    transfer_out: 'Перевод участнику',
    withdrawal: 'Вывод бонусов',
    bonus_payment: 'Выплата от витрины',
    bonus_payment_out: 'Выплата участнику',
  },
  'en-US': {
    referral: 'Network purchase bonus, line {level}',
    owner_share: 'Showcase owner commission',
    cashback: 'Purchase cashback',
    cashback_payout: 'Cashback paid to a buyer',
    fund_topup: 'Page balance top-up',
    spend: 'Order paid with bonuses',
    refund: 'Order bonuses refunded',
    transfer_in: 'Transfer from a member',
    transfer_out: 'Transfer to a member',
    withdrawal: 'Bonus withdrawal',
    bonus_payment: 'Payment from a showcase',
    bonus_payment_out: 'Payment to a member',
  },
  'ar-AR': {
    referral: 'مكافأة شراء في الشبكة، المستوى {level}',
    owner_share: 'عمولة صاحب المتجر',
    cashback: 'استرداد نقدي على الشراء',
    cashback_payout: 'استرداد نقدي مدفوع للمشتري',
    fund_topup: 'تعبئة رصيد الصفحة',
    spend: 'دفع الطلب بالمكافآت',
    refund: 'إرجاع مكافآت الطلب',
    transfer_in: 'تحويل من عضو',
    transfer_out: 'تحويل إلى عضو',
    withdrawal: 'سحب المكافآت',
    bonus_payment: 'دفعة من المتجر',
    bonus_payment_out: 'دفعة إلى عضو',
  },
};

const fields: Record<Locale, Texts> = {
  'ru-RU': {
    belowMinimum: 'Минимальная сумма вывода — {min} бонусов',
    aboveAvailable: 'Доступно не больше {available} бонусов',
    selfTransfer: 'Нельзя перевести бонусы самому себе',
    unknownMember: 'Участник с таким кодом не найден',
    detailsInvalid: 'Проверьте номер карты или телефона',
  },
  'en-US': {
    belowMinimum: 'The minimum withdrawal is {min} bonuses',
    aboveAvailable: 'At most {available} bonuses are available',
    selfTransfer: 'You cannot transfer bonuses to yourself',
    unknownMember: 'No member has this code',
    detailsInvalid: 'Check the card or phone number',
  },
  'ar-AR': {
    belowMinimum: 'الحد الأدنى للسحب {min} مكافأة',
    aboveAvailable: 'المتاح {available} مكافأة كحد أقصى',
    selfTransfer: 'لا يمكنك تحويل المكافآت إلى نفسك',
    unknownMember: 'لا يوجد عضو بهذا الرمز',
    detailsInvalid: 'تحقق من رقم البطاقة أو الهاتف',
  },
};

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

export function operationName(locale: Locale, operation: string, level: number | null): string {
  const text = operations[locale][operation] ?? operations['ru-RU'][operation] ?? operation;
  return fill(text, { level: level ?? '' });
}

export type FieldText = keyof (typeof fields)['ru-RU'];

export function fieldText(locale: Locale, key: FieldText, params: Record<string, string | number> = {}): string {
  return fill(fields[locale][key] ?? fields['ru-RU'][key] ?? key, params);
}

/** Bonuses from kopecks, formatted for a message: 1 234,5 */
export const formatBonuses = (locale: Locale, kopecks: number): string =>
  new Intl.NumberFormat(locale === 'ar-AR' ? 'en-US' : locale, { maximumFractionDigits: 2 }).format(kopecks / 100);
