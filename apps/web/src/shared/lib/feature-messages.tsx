import { DEFAULT_LOCALE, LOCALES, type Locale } from '@storefront/contract/constants';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from './intl';
import type { MessageValues } from './i18n';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

type FeatureLoaders<M> = Record<Exclude<Locale, 'ru-RU'>, () => Promise<{ default: M }>>;

/**
 * A feature's own messages travel with the feature's lazy chunk instead of the entry bundle.
 * The Russian source is imported by the feature (so its chunk carries it); other locales load on demand.
 *
 *   import ru from './locales/ru-RU.json';
 *   export const { FeatureMessages: CatalogMessages, useFeatureT: useCatalogT } = featureMessages(ru, {
 *     'en-US': () => import('./locales/en-US.json'), 'ar-AR': () => import('./locales/ar-AR.json') });
 */
export function featureMessages<M extends Record<string, unknown>>(source: M, loaders: FeatureLoaders<M>) {
  const cache = new Map<Locale, M>([[DEFAULT_LOCALE, source]]);

  function FeatureMessages({ children }: { children: ReactNode }) {
    const outer = useIntl();
    const locale: Locale = isLocale(outer.locale) ? outer.locale : DEFAULT_LOCALE;
    const [messages, setMessages] = useState<M | undefined>(() => cache.get(locale));
    useEffect(() => {
      if (cache.has(locale)) {
        setMessages(cache.get(locale));
        return;
      }
      let live = true;
      const load = loaders[locale as keyof FeatureLoaders<M>];
      void load()
        .then(
          (m) => m.default,
          () => source,
        )
        .then((loaded) => {
          cache.set(locale, loaded);
          if (live) setMessages(loaded);
        });
      return () => {
        live = false;
      };
    }, [locale]);
    if (!messages) return null;
    return (
      <IntlProvider locale={outer.locale} defaultLocale={DEFAULT_LOCALE} messages={{ ...outer.messages, ...(messages as Record<string, never>) }}>
        {children}
      </IntlProvider>
    );
  }

  /** Typed lookup of the feature's message ids, e.g. `const t = useCatalogT(); t('catalog.empty')`. */
  function useFeatureT(): (id: keyof M & string, values?: MessageValues) => string {
    const intl = useIntl();
    return (id, values) => intl.formatMessage({ id }, values);
  }

  return { FeatureMessages, useFeatureT };
}

/**
 * A route's screen inside its feature's messages, so the screen (and all below it) can use the feature's `t`:
 * `export const CartPage = withMessages(CartMessages, CartScreen);`
 */
export function withMessages<P extends object>(Messages: ComponentType<{ children: ReactNode }>, Screen: ComponentType<P>) {
  return function InMessages(props: P) {
    return (
      <Messages>
        <Screen {...props} />
      </Messages>
    );
  };
}
