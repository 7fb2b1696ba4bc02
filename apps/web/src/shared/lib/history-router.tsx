import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { NavigationType, parsePath, Router, type Location, type Navigator, type To, type UNSAFE_createBrowserHistory } from 'react-router';

/**
 * react-router in declarative mode (`<Router>` + `useRoutes`) with the two things the app used its data router for:
 * a pending flag while a lazy screen loads (the old screen and address stay meanwhile) and a navigation blocker (unsaved
 * edits). The data router (createBrowserRouter: loaders, actions, fetchers, revalidation) cost about 14 KB gzip of
 * the entry bundle for just these (issue 18's budget).
 */

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** The same shape as react-router's data-router blocker. */
export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: Location; proceed?: undefined; reset?: undefined };

interface Guard {
  shouldBlock: BlockerFunction;
  onChange: (blocker: Blocker) => void;
}

const UNBLOCKED: Blocker = { state: 'unblocked' };
const GuardContext = createContext<(guard: Guard) => () => void>(() => () => undefined);
const PendingContext = createContext(false);

/** True while a navigation waits for its screen (a lazy chunk); the previous screen stays on meanwhile. */
export function useNavigationPending(): boolean {
  return useContext(PendingContext);
}

/**
 * Asks `shouldBlock` before every navigation (links, navigate(), back/forward); a blocked one waits for
 * `proceed()` or `reset()`. One blocker at a time (the latest mounted wins), as in react-router.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const register = useContext(GuardContext);
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => register({ shouldBlock: (args) => latest.current(args), onChange: setBlocker }), [register]);
  return blocker;
}

function toLocation(to: To, state: unknown, from: Location): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? from.pathname, search: path.search ?? '', hash: path.hash ?? '', state: state ?? null, key: 'blocked' };
}

interface HistoryRouterProps {
  history: AppHistory;
  basename?: string;
  /** Called with every location the router shows (the first one included), e.g. to fix up its query. */
  onLocation?: (location: Location, history: AppHistory) => void;
  /**
   * Loads what the screen at a location needs (its lazy chunk); a link or navigate() changes the address only once
   * it is done, as react-router's data router did with lazy routes. Back/forward cannot wait: it shows when ready.
   */
  prepare?: (location: Location) => Promise<unknown> | undefined;
  children: ReactNode;
}

/** react-router's `<BrowserRouter>` (location updates in a transition) over a given history, with blocking. */
export function HistoryRouter({ history, basename, onLocation, prepare, children }: HistoryRouterProps) {
  const [view, setView] = useState(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  const [preparing, setPreparing] = useState(false);
  const prepareRef = useRef(prepare);
  const guard = useRef<Guard | null>(null);
  const current = useRef(history.location);
  const report = useRef(onLocation);
  useLayoutEffect(() => {
    report.current = onLocation;
    prepareRef.current = prepare;
  });

  // The latest navigation's number: a later one (back/forward included) supersedes one still waiting for its screen.
  const latest = useRef(0);
  const whenReady = useMemo(
    () =>
      (nextLocation: Location, go: () => void): void => {
        const ticket = ++latest.current;
        const ready = prepareRef.current?.(nextLocation);
        if (!ready) return go();
        setPreparing(true);
        // A failed load navigates all the same: the screen's error boundary tells.
        const settle = () => {
          if (ticket !== latest.current) return;
          setPreparing(false);
          go();
        };
        ready.then(settle, settle);
      },
    [],
  );

  const register = useMemo(
    () =>
      (next: Guard): (() => void) => {
        guard.current = next;
        return () => {
          if (guard.current === next) guard.current = null;
        };
      },
    [],
  );

  /** Runs `go` unless the blocker stops it; a stopped navigation waits for the blocker's proceed() or reset(). */
  const attempt = useMemo(
    () =>
      (nextLocation: Location, historyAction: NavigationType, go: () => void, undo?: () => void): void => {
        const active = guard.current;
        if (!active?.shouldBlock({ currentLocation: current.current, nextLocation, historyAction })) {
          go();
          return;
        }
        undo?.();
        active.onChange({
          state: 'blocked',
          location: nextLocation,
          proceed: () => {
            active.onChange({ state: 'proceeding', location: nextLocation });
            go();
            active.onChange(UNBLOCKED);
          },
          reset: () => active.onChange(UNBLOCKED),
        });
      },
    [],
  );

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => {
        const next = toLocation(to, state, current.current);
        attempt(next, NavigationType.Push, () => whenReady(next, () => history.push(to, state)));
      },
      replace: (to, state) => {
        const next = toLocation(to, state, current.current);
        attempt(next, NavigationType.Replace, () => whenReady(next, () => history.replace(to, state)));
      },
    }),
    [history, attempt, whenReady],
  );

  useLayoutEffect(() => {
    // Back/forward has already moved the address when we hear of it: a blocked one is undone (its echo ignored)
    // and redone by proceed().
    let skipEcho = false;
    let redo = false;
    const show = (action: NavigationType, location: Location) => {
      current.current = location;
      startTransition(() => setView({ action, location }));
      report.current?.(location, history);
    };
    const stop = history.listen(({ action, location, delta }) => {
      if (skipEcho) {
        skipEcho = false;
        return;
      }
      if (action === NavigationType.Pop) {
        latest.current++;
        setPreparing(false);
      }
      if (action !== NavigationType.Pop || !delta || redo) {
        redo = false;
        show(action, location);
        return;
      }
      let undone = false;
      attempt(
        location,
        action,
        () => {
          if (!undone) return show(action, location);
          redo = true;
          history.go(delta);
        },
        () => {
          undone = true;
          skipEcho = true;
          history.go(-delta);
        },
      );
    });
    report.current?.(history.location, history);
    return stop;
  }, [history, attempt]);

  return (
    <GuardContext value={register}>
      <PendingContext value={pending || preparing}>
        <Router basename={basename} location={view.location} navigationType={view.action} navigator={navigator}>
          {children}
        </Router>
      </PendingContext>
    </GuardContext>
  );
}
