import { DEFAULT_LOCALE, type Locale } from '@storefront/contract/constants';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { RouteTableContext } from '../app/router/route-table-context';
import { makeStore, type AppStore } from '../shared/lib/store';
import { setActiveIntl, sourceMessages, type Messages } from '../shared/lib/i18n';

export interface RenderOptions {
  store?: AppStore;
  route?: string;
  locale?: Locale;
  messages?: Messages;
  /** Route table exposed to the menu (defaults to none). */
  routeTable?: RouteObject[];
}

// The router is created once per render; the element under test reaches it through context, so
// `rerender(ui)` keeps the router (and its location) while swapping the element.
const UiContext = createContext<ReactNode>(null);
function UiSlot() {
  return useContext(UiContext);
}

/** Renders `ui` inside the app providers and a memory router, with a fresh store unless one is given. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const store = options.store ?? makeStore();
  const locale = options.locale ?? DEFAULT_LOCALE;
  const messages = options.messages ?? sourceMessages;
  setActiveIntl(locale, messages);
  const router = createMemoryRouter([{ path: '*', element: <UiSlot /> }], { initialEntries: [options.route ?? '/'] });
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={store} locale={locale} messages={messages}>
        <RouteTableContext value={options.routeTable ?? []}>
          <UiContext value={children}>
            <RouterProvider router={router} />
          </UiContext>
        </RouteTableContext>
      </AppProviders>
    );
  }

  const result = render(ui, { wrapper: Wrapper });
  return { store, router, user, ...result };
}
