import type { Locale } from '@storefront/contract/constants';
import type { ErrorCode } from '@storefront/contract/errors';
import type { OrderStatus } from '@storefront/contract/orders';

type Catalogue = Record<ErrorCode, string>;

/** Error texts in the shopper's language; {name} placeholders are filled from AppError params. */
const ru: Catalogue = {
  VALIDATION_FAILED: 'Проверьте введённые данные',
  UNKNOWN_METHOD: 'Неизвестный метод: {method}',
  BAD_REQUEST: 'Некорректный запрос',
  UNAUTHORIZED: 'Войдите, чтобы продолжить',
  INIT_DATA_INVALID: 'Не удалось подтвердить вход через Telegram. Откройте приложение заново',
  MAX_INIT_DATA_INVALID: 'Не удалось подтвердить вход через MAX. Откройте приложение заново',
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
  ALIAS_TAKEN: 'Адрес занят: выберите другой адрес витрины',
  IDENTITY_TAKEN: 'Этот аккаунт мессенджера уже привязан к другому пользователю',
  DOMAIN_NOT_ALLOWED: 'Этот домен нельзя подключить к витрине',
  DOMAIN_TAKEN: 'Этот домен уже подключён к другой витрине',
  DOMAIN_NOT_VERIFIED: 'Не нашли TXT-запись {record} со значением {value}. Записи DNS обновляются до суток: проверьте позже',
  DOMAIN_CHECK_FAILED: 'DNS-сервер не ответил. Попробуйте проверить домен позже',
  CART_EMPTY: 'Корзина пуста: добавьте товары, чтобы оформить заказ',
  ORDER_ALREADY_PLACED: 'Эта корзина уже оформлена: заказ {number}',
  LANDING_MODE: 'Эта витрина сейчас показывает только акции',
  SHOWCASE_DRAFT: 'Витрина ещё не открыта: заказы здесь пока не принимаются',
  KYC_REQUIRED: 'Чтобы витрина принимала заказы, владельцу нужно пройти проверку: смотрите, чего не хватает',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый формат данных',
  RATE_LIMITED: 'Слишком много запросов. Попробуйте через минуту',
  INTERNAL: 'Неизвестная ошибка. Попробуйте ещё раз',
  PAYMENT_PROVIDER_ERROR: 'Платёжная система не отвечает. Попробуйте оплатить чуть позже',
  OWNER_ONLY: 'Деньгами витрины распоряжается только её владелец',
  SELF_PAYMENT: 'Нельзя заплатить себе со счёта витрины: владелец выводит свою долю через «Вывод средств»',
  PAYOUTS_UNAVAILABLE: 'Выплаты на этом сервере не настроены. Обратитесь к оператору сети',
  DB_UNAVAILABLE: 'Сервис временно недоступен. Повторите через несколько секунд',
  PHONE_INVALID: 'Введите российский номер мобильного телефона, например +7 912 345-67-89',
  PHONE_CODE_WRONG: 'Неверный код. Осталось попыток: {left}',
  PHONE_CODE_EXPIRED: 'Код устарел или не запрашивался. Запросите новый',
  PHONE_CODE_ATTEMPTS: 'Код введён неверно слишком много раз. Запросите новый',
  PHONE_CODE_TOO_SOON: 'Новый код можно запросить через {seconds} с',
  PHONE_TAKEN: 'Этот номер уже привязан к другому аккаунту Telegram',
  PHONE_MERGE_REFUSED: 'Аккаунт с этим номером ведёт витрину или компанию: объединить его может только оператор сети',
  PHONE_LOGIN_UNAVAILABLE: 'Вход по номеру телефона на этом сайте не настроен',
  SMS_PROVIDER_ERROR: 'Не удалось отправить SMS. Попробуйте чуть позже',
  BOT_API_ERROR: 'Telegram сейчас не отвечает. Попробуйте чуть позже',
  BOT_TOKEN_REJECTED: 'Telegram не принял этот токен. Скопируйте токен бота у @BotFather ещё раз',
  BOT_API_UNAVAILABLE: 'Не удалось связаться с сервером мессенджера. Токен не сохранён, попробуйте чуть позже',
  BOT_WEBHOOK_REJECTED: 'Telegram не принял адрес витрины для бота: нужен публичный адрес с HTTPS. Токен не сохранён',
};

const en: Catalogue = {
  VALIDATION_FAILED: 'Please check the data you entered',
  UNKNOWN_METHOD: 'Unknown method: {method}',
  BAD_REQUEST: 'Bad request',
  UNAUTHORIZED: 'Please log in to continue',
  INIT_DATA_INVALID: 'Could not verify the Telegram login. Please reopen the app',
  MAX_INIT_DATA_INVALID: 'Could not verify the MAX login. Please reopen the app',
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
  IDENTITY_TAKEN: 'This messenger account is already linked to another user',
  DOMAIN_NOT_ALLOWED: 'This domain cannot be connected to a showcase',
  DOMAIN_TAKEN: 'This domain is already connected to another showcase',
  DOMAIN_NOT_VERIFIED: 'No TXT record {record} with the value {value} was found. DNS changes can take up to a day: check again later',
  DOMAIN_CHECK_FAILED: 'The DNS server did not answer. Please check the domain again later',
  CART_EMPTY: 'The cart is empty: add products to place an order',
  ORDER_ALREADY_PLACED: 'This cart has already been ordered: order {number}',
  LANDING_MODE: 'This showcase shows only its promotions right now',
  SHOWCASE_DRAFT: 'This showcase is not open yet: it takes no orders',
  KYC_REQUIRED: 'The owner must pass the checks before the showcase takes orders: see what is missing',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported data format',
  RATE_LIMITED: 'Too many requests. Please try again in a minute',
  INTERNAL: 'Unknown error. Please try again',
  PAYMENT_PROVIDER_ERROR: 'The payment service is not responding. Please try to pay a little later',
  OWNER_ONLY: 'Only the showcase owner can move its money',
  SELF_PAYMENT: 'You cannot pay yourself from a showcase account: the owner withdraws the share through “Withdraw”',
  PAYOUTS_UNAVAILABLE: 'Payouts are not configured on this server. Please contact the network operator',
  DB_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a few seconds',
  PHONE_INVALID: 'Enter a Russian mobile number, e.g. +7 912 345-67-89',
  PHONE_CODE_WRONG: 'Wrong code. Attempts left: {left}',
  PHONE_CODE_EXPIRED: 'The code has expired or was never requested. Ask for a new one',
  PHONE_CODE_ATTEMPTS: 'Too many wrong codes. Ask for a new one',
  PHONE_CODE_TOO_SOON: 'You can ask for a new code in {seconds} s',
  PHONE_TAKEN: 'This number is already linked to another Telegram account',
  PHONE_MERGE_REFUSED: 'The account with this number runs a showcase or a company: only the network operator can merge it',
  PHONE_LOGIN_UNAVAILABLE: 'Login by phone is not set up on this site',
  SMS_PROVIDER_ERROR: 'Could not send the SMS. Please try again a little later',
  BOT_API_ERROR: 'Telegram is not responding. Please try again a little later',
  BOT_TOKEN_REJECTED: 'Telegram did not accept this token. Copy the bot token from @BotFather again',
  BOT_API_UNAVAILABLE: 'Could not reach the messenger. The token was not saved, please try again a little later',
  BOT_WEBHOOK_REJECTED: 'Telegram did not accept the showcase address for the bot: a public HTTPS address is needed. The token was not saved',
};

const ar: Catalogue = {
  VALIDATION_FAILED: 'يرجى التحقق من البيانات المدخلة',
  UNKNOWN_METHOD: 'طريقة غير معروفة: {method}',
  BAD_REQUEST: 'طلب غير صالح',
  UNAUTHORIZED: 'يرجى تسجيل الدخول للمتابعة',
  INIT_DATA_INVALID: 'تعذر التحقق من تسجيل الدخول عبر Telegram. أعد فتح التطبيق',
  MAX_INIT_DATA_INVALID: 'تعذر التحقق من تسجيل الدخول عبر MAX. أعد فتح التطبيق',
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
  IDENTITY_TAKEN: 'حساب المراسلة هذا مرتبط بالفعل بمستخدم آخر',
  DOMAIN_NOT_ALLOWED: 'لا يمكن ربط هذا النطاق بمتجر',
  DOMAIN_TAKEN: 'هذا النطاق مرتبط بالفعل بمتجر آخر',
  DOMAIN_NOT_VERIFIED: 'لم يتم العثور على سجل TXT ‏{record} بالقيمة {value}. قد يستغرق تحديث DNS حتى يوم: تحقق لاحقًا',
  DOMAIN_CHECK_FAILED: 'لم يستجب خادم DNS. حاول التحقق من النطاق لاحقًا',
  CART_EMPTY: 'السلة فارغة: أضف منتجات لإتمام الطلب',
  ORDER_ALREADY_PLACED: 'تم طلب هذه السلة بالفعل: الطلب {number}',
  LANDING_MODE: 'هذا المتجر يعرض العروض فقط حاليًا',
  SHOWCASE_DRAFT: 'هذا المتجر لم يُفتتح بعد: لا يقبل الطلبات حاليًا',
  KYC_REQUIRED: 'يجب أن يجتاز المالك التحقق قبل أن يقبل المتجر الطلبات: راجع ما ينقص',
  PAYLOAD_TOO_LARGE: 'الطلب كبير جدًا',
  UNSUPPORTED_MEDIA_TYPE: 'تنسيق بيانات غير مدعوم',
  RATE_LIMITED: 'طلبات كثيرة جدًا. حاول بعد دقيقة',
  INTERNAL: 'خطأ غير معروف. حاول مرة أخرى',
  PAYMENT_PROVIDER_ERROR: 'خدمة الدفع لا تستجيب. حاول الدفع لاحقًا',
  OWNER_ONLY: 'مالك المتجر وحده يمكنه التصرف في أمواله',
  SELF_PAYMENT: 'لا يمكنك الدفع لنفسك من حساب المتجر: يسحب المالك حصته عبر «السحب»',
  PAYOUTS_UNAVAILABLE: 'المدفوعات غير مهيأة على هذا الخادم. تواصل مع مشغل الشبكة',
  DB_UNAVAILABLE: 'الخدمة غير متاحة مؤقتًا. حاول مرة أخرى بعد بضع ثوانٍ',
  PHONE_INVALID: 'أدخل رقم هاتف محمول روسيًا، مثل +7 912 345-67-89',
  PHONE_CODE_WRONG: 'رمز غير صحيح. المحاولات المتبقية: {left}',
  PHONE_CODE_EXPIRED: 'انتهت صلاحية الرمز أو لم يُطلب. اطلب رمزًا جديدًا',
  PHONE_CODE_ATTEMPTS: 'أُدخل الرمز بشكل خاطئ مرات كثيرة. اطلب رمزًا جديدًا',
  PHONE_CODE_TOO_SOON: 'يمكنك طلب رمز جديد بعد {seconds} ث',
  PHONE_TAKEN: 'هذا الرقم مرتبط بالفعل بحساب Telegram آخر',
  PHONE_MERGE_REFUSED: 'الحساب المرتبط بهذا الرقم يدير متجرًا أو شركة: يمكن لمشغل الشبكة فقط دمجه',
  PHONE_LOGIN_UNAVAILABLE: 'تسجيل الدخول برقم الهاتف غير مهيأ على هذا الموقع',
  SMS_PROVIDER_ERROR: 'تعذر إرسال الرسالة القصيرة. حاول لاحقًا',
  BOT_API_ERROR: 'تيليجرام لا يستجيب الآن. حاول لاحقًا',
  BOT_TOKEN_REJECTED: 'لم يقبل تيليجرام هذا الرمز. انسخ رمز البوت من @BotFather مرة أخرى',
  BOT_API_UNAVAILABLE: 'تعذر الاتصال بخادم المراسلة. لم يُحفظ الرمز، حاول لاحقًا',
  BOT_WEBHOOK_REJECTED: 'لم يقبل تيليجرام عنوان المتجر للبوت: يلزم عنوان عام يعمل عبر HTTPS. لم يُحفظ الرمز',
};

const catalogues: Record<Locale, Catalogue> = { 'ru-RU': ru, 'en-US': en, 'ar-AR': ar };

export function errorMessage(locale: Locale, code: ErrorCode, params: Record<string, string | number> = {}): string {
  return catalogues[locale][code].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** Order status names inside field messages, in the reader's language; ru-RU is also the store's own (notifications, CSV). */
export const STATUS_NAMES: Record<Locale, Record<OrderStatus, string>> = {
  'ru-RU': {
    new: 'оформлен',
    awaiting_payment: 'ожидает оплаты',
    paid: 'оплачен',
    assembling: 'собирается',
    shipped: 'передан в доставку',
    delivered: 'доставлен',
    completed: 'завершён',
    cancelled: 'отменён',
    returned: 'возвращён',
  },
  'en-US': {
    new: 'placed',
    awaiting_payment: 'awaiting payment',
    paid: 'paid',
    assembling: 'being assembled',
    shipped: 'shipped',
    delivered: 'delivered',
    completed: 'completed',
    cancelled: 'cancelled',
    returned: 'returned',
  },
  'ar-AR': {
    new: 'تم تقديمه',
    awaiting_payment: 'بانتظار الدفع',
    paid: 'مدفوع',
    assembling: 'قيد التجهيز',
    shipped: 'تم تسليمه للشحن',
    delivered: 'تم توصيله',
    completed: 'مكتمل',
    cancelled: 'ملغى',
    returned: 'مُرتجع',
  },
};

type FieldKey =
  | 'orderCannotMove'
  | 'shippedNotCancellable'
  | 'receiptBeforeDelivery'
  | 'orderNotAwaitingPayment'
  | 'confirmCashOnDeliveryOnly'
  | 'claimAnswerTooLong'
  | 'claimRejectionReason'
  | 'claimAnswerEmpty'
  | 'claimLinesChosen'
  | 'receiptContactMissing'
  | 'destinationNotFound'
  | 'sbpBankMissing'
  | 'payoutWithoutDestination'
  | 'trackingNumberRequired'
  | 'botTokenRejected'
  | 'kycCompany'
  | 'kycAgent'
  | 'kycDocuments';

/** Field messages shared by several modules' forms; {from} and {to} are order statuses, named in the reader's language. */
const FIELD_TEXTS: Record<Locale, Record<FieldKey, string>> = {
  'ru-RU': {
    orderCannotMove: 'Заказ в статусе «{from}» нельзя перевести в «{to}»',
    shippedNotCancellable: 'Отправленный заказ отменить нельзя: оформите возврат после получения',
    receiptBeforeDelivery: 'Подтвердить получение можно, когда заказ доставлен',
    orderNotAwaitingPayment: 'Заказ не ждёт оплаты',
    confirmCashOnDeliveryOnly: 'Подтверждать нужно только заказы с оплатой при получении: заказ, оплачиваемый картой, собирают после оплаты',
    claimAnswerTooLong: 'Ответ — не длиннее {max} символов',
    claimRejectionReason: 'Объясните покупателю, почему претензия отклонена',
    claimAnswerEmpty: 'Напишите ответ покупателю',
    claimLinesChosen: 'Вернуть можно только товары из претензии и не больше заявленного количества',
    receiptContactMissing: 'Укажите телефон или e-mail в профиле: на него придёт чек',
    destinationNotFound: 'Реквизиты не найдены',
    sbpBankMissing: 'Выберите банк получателя в СБП',
    payoutWithoutDestination: 'У заявки нет сохранённых реквизитов: выплатите вручную',
    trackingNumberRequired: 'Укажите трек-номер: у заказа нет службы доставки, которая выдаст его сама',
    botTokenRejected: 'Telegram не узнал этот токен: проверьте его у @BotFather',
    kycCompany: 'Добавьте компанию с верными реквизитами, включая БИК и расчётный счёт',
    kycAgent: 'Подайте заявку агента и дождитесь её одобрения оператором',
    kycDocuments: 'Приложите документы к заявке агента',
  },
  'en-US': {
    orderCannotMove: 'An order that is {from} cannot become {to}',
    shippedNotCancellable: 'A shipped order cannot be cancelled: return it once it has arrived',
    receiptBeforeDelivery: 'You can confirm receipt once the order has been delivered',
    orderNotAwaitingPayment: 'The order is not awaiting payment',
    confirmCashOnDeliveryOnly: 'Only cash-on-delivery orders need confirming: a card order is assembled once it is paid',
    claimAnswerTooLong: 'The answer must be at most {max} characters',
    claimRejectionReason: 'Explain to the buyer why the claim is rejected',
    claimAnswerEmpty: 'Write an answer to the buyer',
    claimLinesChosen: 'Only items of the claim can be returned, and no more than were claimed',
    receiptContactMissing: 'Add a phone number or e-mail to your profile: the receipt is sent there',
    destinationNotFound: 'Payout details not found',
    sbpBankMissing: 'Choose the recipient’s bank in the Faster Payments System',
    payoutWithoutDestination: 'The request has no saved payout details: pay it out manually',
    trackingNumberRequired: 'Enter the tracking number: no delivery service will issue one for this order',
    botTokenRejected: 'Telegram did not recognise this token: check it with @BotFather',
    kycCompany: 'Add a company with valid requisites, including the BIK and the bank account',
    kycAgent: 'Apply to become an agent and wait for the operator to approve it',
    kycDocuments: 'Attach the documents to the agent request',
  },
  'ar-AR': {
    orderCannotMove: 'لا يمكن نقل الطلب من حالة «{from}» إلى «{to}»',
    shippedNotCancellable: 'لا يمكن إلغاء طلب تم شحنه: قدّم طلب إرجاع بعد استلامه',
    receiptBeforeDelivery: 'يمكنك تأكيد الاستلام بعد توصيل الطلب',
    orderNotAwaitingPayment: 'الطلب لا ينتظر الدفع',
    confirmCashOnDeliveryOnly: 'يلزم تأكيد طلبات الدفع عند الاستلام فقط: يُجهَّز الطلب المدفوع بالبطاقة بعد دفعه',
    claimAnswerTooLong: 'يجب ألا يتجاوز الرد {max} حرفًا',
    claimRejectionReason: 'اشرح للمشتري سبب رفض الشكوى',
    claimAnswerEmpty: 'اكتب ردًا للمشتري',
    claimLinesChosen: 'يمكن إرجاع منتجات الشكوى فقط وبما لا يتجاوز الكمية المطلوبة',
    receiptContactMissing: 'أضف رقم هاتف أو بريدًا إلكترونيًا إلى ملفك الشخصي: سيصلك الإيصال عليه',
    destinationNotFound: 'لم يتم العثور على بيانات الدفع',
    sbpBankMissing: 'اختر بنك المستلم في نظام الدفع السريع',
    payoutWithoutDestination: 'لا توجد بيانات دفع محفوظة للطلب: ادفعه يدويًا',
    trackingNumberRequired: 'أدخل رقم التتبع: لا توجد خدمة توصيل ستصدره لهذا الطلب',
    botTokenRejected: 'لم يتعرف تيليجرام على هذا الرمز: تحقق منه لدى @BotFather',
    kycCompany: 'أضف شركة ببيانات صحيحة تشمل رمز البنك (BIK) والحساب المصرفي',
    kycAgent: 'قدّم طلب وكيل وانتظر موافقة المشغّل عليه',
    kycDocuments: 'أرفق المستندات بطلب الوكيل',
  },
};

/** A field message to be written in the request's language when the error is answered (AppError's `fields`). */
export interface FieldText {
  key: FieldKey;
  params?: { from?: OrderStatus; to?: OrderStatus; max?: number };
}

export const fieldText = (key: FieldKey, params?: FieldText['params']): FieldText => (params ? { key, params } : { key });

/** The text of a field message in the locale; order statuses among the params are named in that language too. */
export function fieldMessage(locale: Locale, text: FieldText): string {
  const p = text.params ?? {};
  const values: Record<string, string> = {
    from: p.from ? STATUS_NAMES[locale][p.from] : '',
    to: p.to ? STATUS_NAMES[locale][p.to] : '',
    max: p.max === undefined ? '' : String(p.max),
  };
  return FIELD_TEXTS[locale][text.key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** An AppError's field messages in the locale: texts already written pass through, catalogue keys are written now. */
export function fieldMessages(locale: Locale, fields: Record<string, string | FieldText>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, typeof text === 'string' ? text : fieldMessage(locale, text)]));
}
