import type { Locale } from '@storefront/contract/constants';
import type { ErrorCode } from '@storefront/contract/errors';

type Catalogue = Record<ErrorCode, string>;

/** Error texts in the shopper's language; {name} placeholders are filled from AppError params. */
const ru: Catalogue = {
  VALIDATION_FAILED: 'Проверьте введённые данные',
  UNKNOWN_METHOD: 'Неизвестный метод: {method}',
  BAD_REQUEST: 'Некорректный запрос',
  UNAUTHORIZED: 'Войдите, чтобы продолжить',
  INIT_DATA_INVALID: 'Не удалось подтвердить вход через Telegram. Откройте приложение заново',
  FORBIDDEN: 'Недостаточно прав для этого действия',
  CSRF_REJECTED: 'Запрос отклонён из соображений безопасности. Обновите страницу',
  BANNED: 'Доступ заблокирован',
  BANNED_ON_SHOWCASE: 'Вам не разрешен вход на данную витрину',
  NOT_FOUND: 'Не найдено',
  METHOD_NOT_ALLOWED: 'Метод {method} нельзя вызвать через {verb}',
  CONFLICT: 'Данные изменились. Обновите страницу и попробуйте снова',
  OUT_OF_STOCK: 'Товара «{name}» нет в наличии',
  INSUFFICIENT_BONUSES: 'Недостаточно бонусов на счёте',
  STOCK_LIMIT: 'Товара «{name}» в наличии только {stock} шт.',
  ALIAS_TAKEN: 'Этот адрес витрины уже занят',
  CART_EMPTY: 'Корзина пуста: добавьте товары, чтобы оформить заказ',
  LANDING_MODE: 'Эта витрина сейчас показывает только акции',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый формат данных',
  RATE_LIMITED: 'Слишком много запросов. Попробуйте через минуту',
  INTERNAL: 'Неизвестная ошибка. Попробуйте ещё раз',
  PAYMENT_PROVIDER_ERROR: 'Платёжная система не отвечает. Попробуйте оплатить чуть позже',
};

const en: Catalogue = {
  VALIDATION_FAILED: 'Please check the data you entered',
  UNKNOWN_METHOD: 'Unknown method: {method}',
  BAD_REQUEST: 'Bad request',
  UNAUTHORIZED: 'Please log in to continue',
  INIT_DATA_INVALID: 'Could not verify the Telegram login. Please reopen the app',
  FORBIDDEN: 'You are not allowed to do this',
  CSRF_REJECTED: 'The request was refused for security reasons. Please reload the page',
  BANNED: 'Access is blocked',
  BANNED_ON_SHOWCASE: 'You are not allowed to enter this showcase',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method {method} cannot be called with {verb}',
  CONFLICT: 'The data has changed. Reload the page and try again',
  OUT_OF_STOCK: '“{name}” is out of stock',
  INSUFFICIENT_BONUSES: 'Not enough bonuses on the account',
  STOCK_LIMIT: 'Only {stock} of “{name}” in stock',
  ALIAS_TAKEN: 'This showcase address is already taken',
  CART_EMPTY: 'The cart is empty: add products to place an order',
  LANDING_MODE: 'This showcase shows only its promotions right now',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported data format',
  RATE_LIMITED: 'Too many requests. Please try again in a minute',
  INTERNAL: 'Unknown error. Please try again',
  PAYMENT_PROVIDER_ERROR: 'The payment service is not responding. Please try to pay a little later',
};

const ar: Catalogue = {
  VALIDATION_FAILED: 'يرجى التحقق من البيانات المدخلة',
  UNKNOWN_METHOD: 'طريقة غير معروفة: {method}',
  BAD_REQUEST: 'طلب غير صالح',
  UNAUTHORIZED: 'يرجى تسجيل الدخول للمتابعة',
  INIT_DATA_INVALID: 'تعذر التحقق من تسجيل الدخول عبر Telegram. أعد فتح التطبيق',
  FORBIDDEN: 'ليس لديك صلاحية لهذا الإجراء',
  CSRF_REJECTED: 'تم رفض الطلب لأسباب أمنية. يرجى تحديث الصفحة',
  BANNED: 'تم حظر الوصول',
  BANNED_ON_SHOWCASE: 'غير مسموح لك بدخول هذا المتجر',
  NOT_FOUND: 'غير موجود',
  METHOD_NOT_ALLOWED: 'لا يمكن استدعاء الطريقة {method} عبر {verb}',
  CONFLICT: 'تغيرت البيانات. حدّث الصفحة وحاول مرة أخرى',
  OUT_OF_STOCK: 'المنتج «{name}» غير متوفر',
  INSUFFICIENT_BONUSES: 'رصيد المكافآت غير كافٍ',
  STOCK_LIMIT: 'المتوفر من «{name}» {stock} فقط',
  ALIAS_TAKEN: 'عنوان المتجر هذا مستخدم بالفعل',
  CART_EMPTY: 'السلة فارغة: أضف منتجات لإتمام الطلب',
  LANDING_MODE: 'هذا المتجر يعرض العروض فقط حاليًا',
  PAYLOAD_TOO_LARGE: 'الطلب كبير جدًا',
  UNSUPPORTED_MEDIA_TYPE: 'تنسيق بيانات غير مدعوم',
  RATE_LIMITED: 'طلبات كثيرة جدًا. حاول بعد دقيقة',
  INTERNAL: 'خطأ غير معروف. حاول مرة أخرى',
  PAYMENT_PROVIDER_ERROR: 'خدمة الدفع لا تستجيب. حاول الدفع لاحقًا',
};

const catalogues: Record<Locale, Catalogue> = { 'ru-RU': ru, 'en-US': en, 'ar-AR': ar };

export function errorMessage(locale: Locale, code: ErrorCode, params: Record<string, string | number> = {}): string {
  return catalogues[locale][code].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}
