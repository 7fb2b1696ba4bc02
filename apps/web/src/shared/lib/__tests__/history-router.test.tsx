import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Outlet, UNSAFE_createMemoryHistory, useLocation, useRoutes, type Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HistoryRouter, useBlocker, useNavigationPending, type AppHistory } from '../history-router';

function Guarded() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return (
    <>
      <h1>Edit</h1>
      <Link to="/other">Other</Link>
      {blocker.state === 'blocked' ? (
        <>
          <p>Leave for {blocker.location.pathname}?</p>
          <button type="button" onClick={blocker.proceed}>
            Leave
          </button>
          <button type="button" onClick={blocker.reset}>
            Stay
          </button>
        </>
      ) : null}
    </>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function Shell() {
  return (
    <>
      <Where />
      {useNavigationPending() ? <span role="progressbar" /> : null}
      <Suspense fallback={<p>Loading</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

function Routes({ slow }: { slow: ComponentType }) {
  const Slow = slow;
  return useRoutes([
    {
      path: '/',
      element: <Shell />,
      children: [
        { path: 'edit', element: <Guarded /> },
        { path: 'other', element: <h1>Other</h1> },
        { path: 'home', element: <Link to="/slow">Slow</Link> },
        { path: 'slow', element: <Slow /> },
      ],
    },
  ]);
}

function setup(entries: string[], slow: ComponentType = () => null, prepare?: (location: Location) => Promise<unknown> | undefined) {
  const history: AppHistory = UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true });
  const seen: string[] = [];
  render(
    <HistoryRouter history={history} onLocation={(location) => seen.push(location.pathname)} prepare={prepare}>
      <Routes slow={slow} />
    </HistoryRouter>,
  );
  return { history, seen };
}

describe('HistoryRouter', () => {
  it('holds a blocked link until the blocker proceeds, and stays on reset', async () => {
    const user = userEvent.setup();
    const { history } = setup(['/edit']);
    await user.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByText('Leave for /other?')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/edit');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByText(/Leave for/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('/edit');

    await user.click(screen.getByRole('link', { name: 'Other' }));
    await screen.findByText('Leave for /other?');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/other');
  });

  it('undoes a blocked back step and takes it on proceed', async () => {
    const user = userEvent.setup();
    const { history, seen } = setup(['/other', '/edit']);
    act(() => history.go(-1));
    expect(await screen.findByText('Leave for /other?')).toBeInTheDocument();
    // The step back was undone: the address and the screen are still the edit page's.
    expect(history.location.pathname).toBe('/edit');
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
    expect(seen).toEqual(['/edit']);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/other');
    expect(seen).toEqual(['/edit', '/other']);
  });

  it('keeps the old screen up with a pending flag while the next one loads', async () => {
    const user = userEvent.setup();
    let resolve: (value: { default: ComponentType }) => void = () => undefined;
    const Slow = lazy(() => new Promise<{ default: ComponentType }>((r) => (resolve = r)));
    setup(['/home'], Slow);
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slow' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    act(() => resolve({ default: () => <h1>Slow screen</h1> }));
    expect(await screen.findByRole('heading', { name: 'Slow screen' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('/slow');
  });

  it('changes the address only once prepare() has loaded the next screen', async () => {
    const user = userEvent.setup();
    let done: () => void = () => undefined;
    const asked: string[] = [];
    const { history } = setup(
      ['/home'],
      () => <h1>Slow screen</h1>,
      (location) => {
        asked.push(location.pathname);
        return new Promise<void>((r) => (done = r));
      },
    );
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(asked).toEqual(['/slow']);
    expect(history.location.pathname).toBe('/home');
    expect(screen.getByRole('link', { name: 'Slow' })).toBeInTheDocument();
    act(() => done());
    expect(await screen.findByRole('heading', { name: 'Slow screen' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/slow');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('drops a link still waiting for its screen when the shopper goes back', async () => {
    const user = userEvent.setup();
    let done: () => void = () => undefined;
    const { history } = setup(
      ['/other', '/home'],
      () => <h1>Slow screen</h1>,
      () => new Promise<void>((r) => (done = r)),
    );
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => done());
    await new Promise((r) => setTimeout(r, 20));
    expect(history.location.pathname).toBe('/other');
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });
});
