import { DEFAULT_LOCALE, type Locale } from '@storefront/contract/constants';
import type { ReactNode } from 'react';
import { IntlProvider } from '../shared/lib/intl';
import { Provider } from 'react-redux';
import type { Messages } from '../shared/lib/i18n';
import type { AppStore } from '../shared/lib/store';

export interface ProvidersProps {
  store: AppStore;
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

export function AppProviders({ store, locale, messages, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </Provider>
  );
}
