import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStartupRequest, launchHost, readLaunchParams, readMaxDataFromHash } from '../../launch';
import { loadBridge, MAX_BRIDGE_URL, startMax, type MaxWebApp } from '../runtime';

function fakeWebApp(platform: MaxWebApp['platform'] = 'ios') {
  const clicks: Array<() => void> = [];
  const web = {
    initData: 'auth_date=1&user=%7B%22id%22%3A1%7D&hash=x&start_param=p_12',
    platform,
    ready: vi.fn(),
    close: vi.fn(),
    BackButton: {
      show: vi.fn(),
      hide: vi.fn(),
      onClick: vi.fn((cb: () => void) => clicks.push(cb)),
      offClick: vi.fn((cb: () => void) => clicks.splice(clicks.indexOf(cb), 1)),
    },
    HapticFeedback: { notificationOccurred: vi.fn(() => Promise.resolve({})) },
    enableClosingConfirmation: vi.fn(),
    disableClosingConfirmation: vi.fn(),
    openLink: vi.fn(),
    openMaxLink: vi.fn(),
    shareMaxContent: vi.fn(() => Promise.resolve({ status: 'shared' as const })),
    openCodeReader: vi.fn(() => Promise.resolve({ value: 'https://max.ru/shop?startapp=p_7' })),
  };
  return { web, clicks };
}

afterEach(() => {
  delete window.WebApp;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  sessionStorage.clear();
});

describe('launch: MAX is told apart from Telegram and the web', () => {
  it('reads MAX init data from the WebAppData hash parameter and keeps it for reloads', () => {
    const data = 'auth_date=1&hash=abc';
    const hash = `#${new URLSearchParams({ WebAppData: data, WebAppPlatform: 'ios', WebAppVersion: '25.9.16' }).toString()}`;
    expect(readMaxDataFromHash(hash)).toBe(data);
    const first = readLaunchParams({ search: '', hash });
    expect(first).toMatchObject({ tgData: null, maxData: data });
    expect(launchHost(first)).toBe('max');
    // A reload where MAX no longer puts the hash: the tab's own copy is used.
    expect(readLaunchParams({ search: '', hash: '' }).maxData).toBe(data);
    expect(buildStartupRequest({ query: {}, tgData: null, maxData: data, devMode: 0, globalFilter: '0' })).toMatchObject({ maxData: data });
  });

  it('is the web without either init data, and Telegram wins when both are somehow there', () => {
    expect(launchHost({ tgData: null, maxData: null })).toBe('web');
    expect(launchHost({ tgData: 'a', maxData: 'b' })).toBe('telegram');
    expect(buildStartupRequest({ query: {}, tgData: 't', maxData: 'm', devMode: 0, globalFilter: '0' })).not.toHaveProperty('maxData');
  });
});

describe('MAX Bridge loading', () => {
  it("adds MAX's script only when asked (inside MAX), and answers null when it cannot load", async () => {
    expect(document.head.querySelector('script')).toBeNull();
    const loading = loadBridge();
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe(MAX_BRIDGE_URL);
    script.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeNull();
  });

  it('uses the already present window.WebApp without another script', async () => {
    const { web } = fakeWebApp();
    window.WebApp = web;
    await expect(loadBridge()).resolves.toBe(web);
    expect(document.head.querySelector('script')).toBeNull();
  });
});

describe('the MAX adapter', () => {
  it('says ready, shows the back button with one handler at a time and hides it', () => {
    const { web, clicks } = fakeWebApp();
    const rt = startMax(web, web.initData);
    expect(web.ready).toHaveBeenCalled();
    const first = vi.fn();
    const second = vi.fn();
    rt.setBackButton(first);
    rt.setBackButton(second);
    expect(clicks).toEqual([second]);
    clicks[0]!();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    rt.setBackButton(null);
    expect(clicks).toEqual([]);
    expect(web.BackButton.hide).toHaveBeenCalled();
  });

  it('closes, confirms closing, vibrates on phones only, and opens max.ru links inside MAX', () => {
    const { web } = fakeWebApp();
    const rt = startMax(web, null);
    rt.setClosingConfirmation(true);
    rt.setClosingConfirmation(false);
    expect(web.enableClosingConfirmation).toHaveBeenCalledTimes(1);
    expect(web.disableClosingConfirmation).toHaveBeenCalledTimes(1);
    expect(rt.haptic('danger')).toBe(true);
    expect(web.HapticFeedback.notificationOccurred).toHaveBeenCalledWith('error');
    expect(startMax(fakeWebApp('desktop').web, null).haptic('success')).toBe(false);
    expect(rt.openHostLink('https://max.ru/shop_bot?startapp=p_1')).toBe(true);
    expect(web.openMaxLink).toHaveBeenCalledWith('https://max.ru/shop_bot?startapp=p_1');
    expect(rt.openHostLink('https://t.me/shop_bot')).toBe(false);
    rt.close();
    expect(web.close).toHaveBeenCalled();
  });

  it('shares into MAX chats, scans QR codes, and offers the start parameter route once', async () => {
    const { web } = fakeWebApp();
    const rt = startMax(web, web.initData);
    await expect(rt.share({ text: 'Смотри', link: 'https://max.ru/shop?startapp=p_1' })).resolves.toBe(true);
    expect(web.shareMaxContent).toHaveBeenCalledWith({ text: 'Смотри', link: 'https://max.ru/shop?startapp=p_1' });
    await expect(rt.scanQr()).resolves.toBe('https://max.ru/shop?startapp=p_7');
    expect(rt.startRoute()).toEqual({ kind: 'product', id: 12 });
    rt.startRouteShown();
    expect(rt.startRoute()).toBeNull();
    expect(rt.addToHomeScreen()).toBe(false);
    await expect(rt.sharePrepared('x')).resolves.toBe(false);
    await expect(rt.homeScreenStatus()).resolves.toBe('unsupported');
    await expect(rt.requestFullscreen()).resolves.toBe(false);
  });

  it("paints MAX's light or dark palette", () => {
    startMax(fakeWebApp().web, null);
    expect(document.documentElement.style.getPropertyValue('--sf-accent')).toMatch(/^#/);
    expect(document.documentElement.dataset.max).toBe('');
  });
});
