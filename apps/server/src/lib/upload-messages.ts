import type { Locale } from '@storefront/contract/constants';

type Key = 'undecodable' | 'tooManyPixels' | 'quota';

/** Field messages of every upload (pictures, claim photos, agent documents) in the user's language. */
const texts: Record<Locale, Record<Key, string>> = {
  'ru-RU': {
    undecodable: 'Не удалось прочитать картинку: загрузите PNG, JPEG или WebP',
    tooManyPixels: 'Картинка слишком большая: не больше {mp} мегапикселей и {side} точек по стороне',
    quota: 'Место для ваших файлов закончилось ({mb} МБ): удалите ненужные и попробуйте снова',
  },
  'en-US': {
    undecodable: 'Could not read the picture: upload a PNG, JPEG or WebP',
    tooManyPixels: 'The picture is too large: at most {mp} megapixels and {side} pixels a side',
    quota: 'Your storage is full ({mb} MB): remove files you do not need and try again',
  },
  'ar-AR': {
    undecodable: 'تعذّرت قراءة الصورة: حمّل صورة PNG أو JPEG أو WebP',
    tooManyPixels: 'الصورة كبيرة جدًا: {mp} ميغابكسل كحد أقصى و{side} بكسل لكل ضلع',
    quota: 'امتلأت مساحة ملفاتك ({mb} ميغابايت): احذف ما لا تحتاجه وحاول مرة أخرى',
  },
};

export function uploadText(locale: Locale, key: Key, params: Record<string, string | number> = {}): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
