import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useMenuConfig } from '../../shared/lib/startup';
import { useChangeModeMutation } from '../../shared/lib/tg-api';

let latest = 0;
let chain: Promise<void> = Promise.resolve();

/**
 * Mode changes go out one after another and only the latest wish is sent: leaving one tree screen for the
 * other (off, then on in one commit) or a double effect in development ends in the right mode.
 */
export function requestWowTreeMode(on: boolean, send: (on: boolean) => Promise<unknown>): Promise<void> {
  const ticket = ++latest;
  chain = chain.then(async () => {
    if (ticket !== latest) return;
    try {
      await send(on);
    } catch {
      // The header simply stays in its current mode.
    }
  });
  return chain;
}

/** The shell shows the wow-tree header (spec §2) while a tree screen is open: POST /tg changeMode. */
export function useWowTreeMode(): void {
  const [changeMode] = useChangeModeMutation();
  useEffect(() => {
    const send = (on: boolean) => changeMode({ method: 'changeMode', wowTreeMode: on }).unwrap();
    void requestWowTreeMode(true, send);
    return () => void requestWowTreeMode(false, send);
  }, [changeMode]);
}

const isTreePath = (pathname: string) => [paths.wowTree, paths.wowTreeTree].some((path) => matchPath(path, pathname) !== null);

/**
 * For the shell: the mode lives in the session, so a visit that left the tree without unmounting it (a reload,
 * a closed app) would keep the wow-tree header everywhere. Outside the tree screens it is switched off.
 */
export function useWowTreeModeExit(): void {
  const [changeMode] = useChangeModeMutation();
  const wowTreeMode = useMenuConfig()?.wowTreeMode === true;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!wowTreeMode || isTreePath(pathname)) return;
    void requestWowTreeMode(false, (on) => changeMode({ method: 'changeMode', wowTreeMode: on }).unwrap());
  }, [wowTreeMode, pathname, changeMode]);
}
