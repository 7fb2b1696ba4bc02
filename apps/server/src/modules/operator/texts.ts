import type { Locale } from '@storefront/contract/constants';

/** Why an operator action conflicts with the current state, in the operator's language (the `fields.id` of a 409). */
const conflicts = {
  'ru-RU': {
    alreadyBlocked: 'Витрина уже заблокирована',
    notBlocked: 'Витрина не заблокирована',
    alreadyBanned: 'Пользователь уже заблокирован',
    notBanned: 'Пользователь не заблокирован',
    operator: 'Оператора сети заблокировать нельзя',
  },
  'en-US': {
    alreadyBlocked: 'The showcase is already blocked',
    notBlocked: 'The showcase is not blocked',
    alreadyBanned: 'The user is already banned',
    notBanned: 'The user is not banned',
    operator: 'A network operator cannot be banned',
  },
  'ar-AR': {
    alreadyBlocked: 'المتجر محظور بالفعل',
    notBlocked: 'المتجر غير محظور',
    alreadyBanned: 'المستخدم محظور بالفعل',
    notBanned: 'المستخدم غير محظور',
    operator: 'لا يمكن حظر مشغل الشبكة',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ConflictText = keyof (typeof conflicts)['ru-RU'];

export function conflictText(locale: Locale, key: ConflictText): string {
  return conflicts[locale][key];
}
