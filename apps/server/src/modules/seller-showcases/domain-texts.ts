import type { Locale } from '@storefront/contract/constants';
import type { DomainProblem } from '@storefront/contract/seller-rules';

type DomainText = DomainProblem | 'none';

/** Why a custom domain is refused, in the seller's language (the `fields.domain` of the error). */
const texts = {
  'ru-RU': {
    format: 'Укажите домен вида shop.example.ru',
    base: 'Домены сети и адреса витрин на нём подключить нельзя: укажите свой домен',
    ip: 'Нужен домен, а не IP-адрес',
    local: 'Локальные имена (localhost и подобные) не подходят: укажите публичный домен',
    taken: 'Этот домен уже подключён к другой витрине',
    none: 'Сначала укажите и сохраните свой домен',
  },
  'en-US': {
    format: 'Enter a domain like shop.example.com',
    base: "The network's domain and showcase addresses under it cannot be connected: enter your own domain",
    ip: 'A domain is needed, not an IP address',
    local: 'Local names (localhost and the like) do not work: enter a public domain',
    taken: 'This domain is already connected to another showcase',
    none: 'Enter and save your domain first',
  },
  'ar-AR': {
    format: 'أدخل نطاقًا مثل shop.example.com',
    base: 'لا يمكن ربط نطاق الشبكة أو عناوين المتاجر التابعة له: أدخل نطاقك الخاص',
    ip: 'المطلوب نطاق وليس عنوان IP',
    local: 'الأسماء المحلية (localhost وما شابه) غير مقبولة: أدخل نطاقًا عامًا',
    taken: 'هذا النطاق مرتبط بالفعل بمتجر آخر',
    none: 'أدخل نطاقك واحفظه أولًا',
  },
} as const satisfies Record<Locale, Record<DomainText, string>>;

export function domainText(locale: Locale, key: DomainText): string {
  return texts[locale][key];
}
