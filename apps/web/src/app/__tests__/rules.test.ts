import { describe, expect, it } from 'vitest';
import { flooredBalance, footerLogoTarget } from '../layout/footer/footer-rules';
import { headerLinkState } from '../layout/header/header-rules';
import { registerTap } from '../layout/menu/dev-mode';
import { adminLinks, balanceBlocks, menuHeadline, showAccountEntry } from '../layout/menu/menu-rules';
import { paths, routerBasename } from '../../shared/lib/paths';
import { startupBlock } from '../startup/startup-blocks';

describe('menu header admin links', () => {
  it('gives admins "Заказы" and "Настройки"', () => {
    expect(adminLinks({ isAdmin: true, showcaseStateId: 2, showcaseId: 7 })).toEqual([
      { key: 'orders', labelId: 'menu.orders', to: paths.saleOrders },
      { key: 'settings', labelId: 'menu.settings', to: '/account/profile/showcases/7' },
    ]);
  });

  it('hides the orders link in showcase state 1', () => {
    expect(adminLinks({ isAdmin: true, showcaseStateId: 1, showcaseId: 7 }).map((l) => l.key)).toEqual(['settings']);
  });

  it('gives nothing to non-admins', () => {
    expect(adminLinks({ isAdmin: false, showcaseStateId: 2, showcaseId: 7 })).toEqual([]);
  });

  it('shows "Обновлено:" time to admins and the slogan to others', () => {
    expect(menuHeadline({ isAdmin: true, slogan: 'С друзьями', updatedAfter: 1_700_000_000 })).toEqual({
      kind: 'updated',
      at: new Date(1_700_000_000_000),
    });
    expect(menuHeadline({ isAdmin: false, slogan: 'С друзьями', updatedAfter: 1_700_000_000 })).toEqual({ kind: 'slogan', text: 'С друзьями' });
  });
});

describe('personal account entry', () => {
  it('shows when the client info has an Id', () => {
    expect(showAccountEntry({ Id: 12 })).toBe(true);
    expect(showAccountEntry(null)).toBe(false);
    expect(showAccountEntry({})).toBe(false);
  });
});

describe('admin balance blocks', () => {
  it('shows the network balance when it exists and the page balance when not null', () => {
    expect(balanceBlocks({ isAdmin: true, balance: { Balance: 10, LocalBalance: 0, PendingBalance: 289.6 } })).toEqual([
      { type: 'likechain', amount: 10, pending: 289.6 },
      { type: 'local', amount: 0, pending: 0 },
    ]);
    expect(balanceBlocks({ isAdmin: true, balance: { Balance: null, LocalBalance: 5 } })).toEqual([{ type: 'local', amount: 5, pending: 0 }]);
    expect(balanceBlocks({ isAdmin: false, balance: { Balance: 10, LocalBalance: 5 } })).toEqual([]);
  });
});

describe('developer mode taps', () => {
  const tap = (times: number[]) =>
    times.reduce<{ taps: number[]; triggered: boolean }>((state, at) => (state.triggered ? state : registerTap(state.taps, at)), {
      taps: [],
      triggered: false,
    });

  it('triggers on the fifth tap within 1 s', () => {
    expect(tap([0, 200, 400, 600, 800]).triggered).toBe(true);
    expect(tap([0, 250, 500, 750, 1000]).triggered).toBe(true);
  });

  it('does not trigger on slower taps or fewer taps', () => {
    expect(tap([0, 300, 600, 900, 1200]).triggered).toBe(false);
    expect(tap([0, 100, 200, 300]).triggered).toBe(false);
  });
});

describe('header link blocking', () => {
  it('blocks favourites at 0 and the cart when empty', () => {
    expect(headerLinkState({ favouritesCnt: 0, cartCnt: 0 })).toMatchObject({ favouritesBlocked: true, cartBlocked: true });
    expect(headerLinkState({ favouritesCnt: 2, cartCnt: 1 })).toMatchObject({ favouritesBlocked: false, cartBlocked: false });
    expect(headerLinkState(undefined)).toMatchObject({ favouritesBlocked: true, cartBlocked: true });
  });
});

describe('footer', () => {
  it('sends the logo to the landings in state 1 with actions, else home', () => {
    expect(footerLogoTarget(1, 3)).toBe(paths.actions);
    expect(footerLogoTarget(1, 0)).toBe(paths.home);
    expect(footerLogoTarget(2, 3)).toBe(paths.home);
  });

  it('floors the bonus balance', () => {
    expect(flooredBalance(12.99)).toBe(12);
    expect(flooredBalance(undefined)).toBe(0);
  });
});

describe('startup blocks', () => {
  const flags = { isBanned: false, isBannedOnShowcase: false, noRefCritical: false, networkName: 'Сарафан' };

  it('lets a normal start through', () => {
    expect(startupBlock(flags)).toBeNull();
  });

  it('keeps a blocked showcase message with the network name', () => {
    expect(startupBlock({ ...flags, isBanned: true })).toEqual({
      kind: 'banned',
      messageId: 'startup.banned',
      values: { network: 'Сарафан' },
      closeAfterMs: null,
    });
  });

  it('keeps the «not open yet» message of a draft showcase', () => {
    expect(startupBlock({ ...flags, showcaseNotOpen: true })).toEqual({
      kind: 'notOpen',
      messageId: 'startup.notOpen',
      values: {},
      closeAfterMs: null,
    });
    expect(startupBlock({ ...flags, showcaseNotOpen: false })).toBeNull();
  });

  it('closes the app after the banned-on-showcase and critical referral messages', () => {
    expect(startupBlock({ ...flags, isBannedOnShowcase: true })).toMatchObject({ kind: 'bannedOnShowcase', closeAfterMs: 5000 });
    expect(startupBlock({ ...flags, noRefCritical: true })).toMatchObject({ kind: 'noRefCritical', closeAfterMs: 5000 });
  });
});

describe('router basename', () => {
  it('is /api/tgbundle for the Telegram bundle, else /', () => {
    expect(routerBasename('/api/tgbundle/account/profile')).toBe('/api/tgbundle');
    expect(routerBasename('/api/tgbundle')).toBe('/api/tgbundle');
    expect(routerBasename('/catalog')).toBe('/');
  });
});
