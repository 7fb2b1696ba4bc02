import { DEFAULT_LOCALE, type Locale } from '@storefront/contract/constants';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory, type Location, type RouteObject, type To } from 'react-router';
import { HistoryRouter, type AppHistory } from '../shared/lib/history-router';
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

/** What tests read and drive of the router: its location, and navigation as react-router's data router offers it. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To | number): Promise<void>;
}

function testRouter(history: AppHistory): TestRouter {
  return {
    get state() {
      return { location: history.location };
    },
    navigate: (to) => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
      return Promise.resolve();
    },
  };
}

/** Renders `ui` inside the app providers and a memory router, with a fresh store unless one is given. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const store = options.store ?? makeStore();
  const locale = options.locale ?? DEFAULT_LOCALE;
  const messages = options.messages ?? sourceMessages;
  setActiveIntl(locale, messages);
  const history = UNSAFE_createMemoryHistory({ initialEntries: [options.route ?? '/'], v5Compat: true });
  const router = testRouter(history);
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
            <HistoryRouter history={history}>
              <Routes>
                <Route path="*" element={<UiSlot />} />
              </Routes>
            </HistoryRouter>
          </UiContext>
        </RouteTableContext>
      </AppProviders>
    );
  }

  const result = render(ui, { wrapper: Wrapper });
  return { store, router, user, ...result };
}

/** The screen under test mounted at its route pattern (or each of its patterns), so it reads its params as in the app. */
export function atRoute(path: string | readonly string[], element: ReactElement): ReactElement {
  const patterns = typeof path === 'string' ? [path] : path;
  return (
    <Routes>
      {patterns.map((pattern) => (
        <Route key={pattern} path={pattern} element={element} />
      ))}
    </Routes>
  );
}
