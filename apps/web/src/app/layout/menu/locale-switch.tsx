import { LOCALES, type Locale } from '@storefront/contract/constants';
import { useIntl } from '../../../shared/lib/intl';
import { useT, type MessageId } from '../../../shared/lib/i18n';
import { platform } from '../../../shared/lib/platform';
import { writeLocale } from '../../../shared/lib/storage';

const NAMES: Record<Locale, MessageId> = { 'ru-RU': 'menu.language.ru', 'en-US': 'menu.language.en', 'ar-AR': 'menu.language.ar' };

/** Language choice, stored under `locale`; the app reloads in the new language. */
export function LocaleSwitch() {
  const t = useT();
  const intl = useIntl();
  return (
    <div className="locale-switch" role="group" aria-label={t('menu.language')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="chip"
          aria-pressed={intl.locale === locale}
          onClick={() => {
            if (intl.locale === locale) return;
            writeLocale(locale);
            platform.reload();
          }}
        >
          {t(NAMES[locale])}
        </button>
      ))}
    </div>
  );
}
