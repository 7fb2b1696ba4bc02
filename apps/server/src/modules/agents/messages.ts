import { AGENT_DOCUMENTS } from '@storefront/contract/agents';
import type { Locale } from '@storefront/contract/constants';

type Key = 'noFile' | 'tooLarge' | 'badType' | 'tooMany' | 'notOpen' | 'openExists' | 'alreadyAgent' | 'reasonRequired' | 'decided';

const MB = AGENT_DOCUMENTS.maxBytes / 1024 / 1024;
const N = AGENT_DOCUMENTS.maxCount;

/** Field messages of agent requests and documents in the user's language (the error code carries the status). */
const texts: Record<Locale, Record<Key, string>> = {
  'ru-RU': {
    noFile: 'Выберите файл документа',
    tooLarge: `Файл больше ${MB} МБ: уменьшите скан или разбейте документ на части`,
    badType: 'Загрузите документ в формате PDF, JPEG или PNG',
    tooMany: `К заявке можно приложить не больше ${N} документов`,
    notOpen: 'Заявка уже рассмотрена: документы к ней больше не принимаются',
    openExists: 'У вас уже есть заявка на рассмотрении',
    alreadyAgent: 'Ваша заявка уже одобрена: вы агент сети',
    reasonRequired: 'Укажите причину отказа',
    decided: 'Заявка уже рассмотрена',
  },
  'en-US': {
    noFile: 'Choose a document file',
    tooLarge: `The file is larger than ${MB} MB: reduce the scan or split the document`,
    badType: 'Upload the document as PDF, JPEG or PNG',
    tooMany: `A request can have at most ${N} documents`,
    notOpen: 'The request has been reviewed: it takes no more documents',
    openExists: 'You already have a request under review',
    alreadyAgent: 'Your request has been approved: you are an agent of the network',
    reasonRequired: 'Give the reason for the refusal',
    decided: 'The request has already been reviewed',
  },
  'ar-AR': {
    noFile: 'اختر ملف المستند',
    tooLarge: `حجم الملف أكبر من ${MB} ميغابايت: قلّل حجم المسح الضوئي أو قسّم المستند`,
    badType: 'حمّل المستند بصيغة PDF أو JPEG أو PNG',
    tooMany: `يمكن إرفاق ${N} مستندات كحد أقصى بالطلب`,
    notOpen: 'تمت مراجعة الطلب: لم يعد يقبل مستندات',
    openExists: 'لديك طلب قيد المراجعة بالفعل',
    alreadyAgent: 'تمت الموافقة على طلبك: أنت وكيل في الشبكة',
    reasonRequired: 'اذكر سبب الرفض',
    decided: 'تمت مراجعة الطلب بالفعل',
  },
};

export function agentText(locale: Locale, key: Key): string {
  return texts[locale][key];
}
