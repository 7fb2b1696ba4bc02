import { CLAIM_PHOTOS } from '@storefront/contract/claims';
import type { Locale } from '@storefront/contract/constants';

type Key = 'orderStatus' | 'openClaim' | 'units' | 'tooManyPhotos' | 'notImage' | 'photoTooLarge';

const MB = CLAIM_PHOTOS.maxBytes / 1024 / 1024;

/** Field messages of the claim form, in the shopper's language (the error code carries the status). */
const texts: Record<Locale, Record<Key, string>> = {
  'ru-RU': {
    orderStatus: 'Претензию можно оформить только по доставленному или завершённому заказу',
    openClaim: 'По этому товару уже есть претензия на рассмотрении',
    units: 'Столько штук этого товара заявить нельзя: часть уже возвращена или есть в другой претензии',
    tooManyPhotos: `Можно приложить не больше ${CLAIM_PHOTOS.maxCount} фото`,
    notImage: 'Приложите фото в формате JPEG, PNG или WebP',
    photoTooLarge: `Каждое фото — не больше ${MB} МБ`,
  },
  'en-US': {
    orderStatus: 'A claim can only be made on a delivered or completed order',
    openClaim: 'This item already has a claim under review',
    units: 'You cannot claim that many of this item: some are already returned or in another claim',
    tooManyPhotos: `You can attach at most ${CLAIM_PHOTOS.maxCount} photos`,
    notImage: 'Attach photos as JPEG, PNG or WebP',
    photoTooLarge: `Each photo must be at most ${MB} MB`,
  },
  'ar-AR': {
    orderStatus: 'يمكن تقديم شكوى فقط على طلب تم توصيله أو إكماله',
    openClaim: 'توجد شكوى قيد المراجعة على هذا المنتج بالفعل',
    units: 'لا يمكن المطالبة بهذه الكمية من المنتج: جزء منها أُرجع بالفعل أو مدرج في شكوى أخرى',
    tooManyPhotos: `يمكنك إرفاق ${CLAIM_PHOTOS.maxCount} صور كحد أقصى`,
    notImage: 'أرفق الصور بصيغة JPEG أو PNG أو WebP',
    photoTooLarge: `يجب ألا يتجاوز حجم كل صورة ${MB} ميغابايت`,
  },
};

export function claimText(locale: Locale, key: Key): string {
  return texts[locale][key];
}
