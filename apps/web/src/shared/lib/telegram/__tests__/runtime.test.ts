import type * as TelegramSdk from '@telegram-apps/sdk-react';
import { afterEach, describe, expect, it } from 'vitest';
import { markStartRouteShown, pendingStartRoute, startTelegram } from '../runtime';
import { createFakeSdk } from './fake-sdk';

type Sdk = typeof TelegramSdk;
const start = (fake = createFakeSdk(), initData: string | null = null) => ({ fake, rt: startTelegram(fake.module as unknown as Sdk, initData) });

afterEach(() => {
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.tg;
  window.sessionStorage.clear();
});

describe('Telegram runtime', () => {
  it('says ready right after init, before mounting anything, then expands', () => {
    const { fake } = start();
    expect(fake.calls.slice(0, 3)).toEqual(['init', 'miniApp.ready', 'viewport.expand']);
    expect(document.documentElement.dataset.tg).toBe('');
  });

  it('keeps vertical swipes on after mounting (the SDK mounts them off)', () => {
    const { fake } = start();
    expect(fake.calls.indexOf('swipeBehavior.enable')).toBeGreaterThan(fake.calls.indexOf('swipeBehavior.mount'));
  });

  it('applies the theme and follows theme changes', () => {
    const fake = createFakeSdk();
    fake.theme.set({ bgColor: '#212121', secondaryBgColor: '#181818', textColor: '#ffffff' });
    start(fake);
    expect(document.documentElement.style.getPropertyValue('--sf-bg')).toBe('#181818');
    fake.theme.set({ bgColor: '#ffffff', secondaryBgColor: '#f4f4f5', textColor: '#000000' });
    expect(document.documentElement.style.getPropertyValue('--sf-bg')).toBe('#f4f4f5');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('maps toast types onto Telegram notification haptics', () => {
    const { fake, rt } = start();
    expect(rt.haptic('success')).toBe(true);
    rt.haptic('danger');
    rt.haptic('warning');
    expect(fake.fn('haptic.notification').mock.calls).toEqual([['success'], ['error'], ['warning']]);
  });

  it('shows the back button with one click handler at a time and hides it', () => {
    const { fake, rt } = start();
    rt.setBackButton(() => undefined);
    rt.setBackButton(() => undefined);
    expect(fake.backHandlers).toHaveLength(1);
    rt.setBackButton(null);
    expect(fake.backHandlers).toHaveLength(0);
    expect(fake.calls.filter((c) => c.startsWith('backButton.'))).toEqual([
      'backButton.mount',
      'backButton.show',
      'backButton.onClick',
      'backButton.show',
      'backButton.onClick',
      'backButton.hide',
    ]);
  });

  it('turns the closing confirmation on and off', () => {
    const { fake, rt } = start();
    rt.setClosingConfirmation(true);
    rt.setClosingConfirmation(false);
    expect(fake.calls.filter((c) => c.startsWith('closingBehavior.'))).toEqual([
      'closingBehavior.mount',
      'closingBehavior.enable',
      'closingBehavior.disable',
    ]);
  });
});

describe('start route of the launch', () => {
  const initData = (startParam: string) => new URLSearchParams({ auth_date: '1', start_param: startParam, hash: 'x' }).toString();

  it('is the deep link until it has been shown once in this launch', () => {
    expect(pendingStartRoute(initData('p_12'), window.sessionStorage)).toEqual({ kind: 'product', id: 12 });
    expect(pendingStartRoute(initData('p_12'), window.sessionStorage)).toEqual({ kind: 'product', id: 12 });
    markStartRouteShown(initData('p_12'), window.sessionStorage);
    expect(pendingStartRoute(initData('p_12'), window.sessionStorage)).toBeNull();
    // Another launch with another parameter opens its own screen.
    expect(pendingStartRoute(initData('a_3'), window.sessionStorage)).toEqual({ kind: 'landing', id: 3 });
  });

  it('is nothing for the referral form, without init data or a start parameter', () => {
    expect(pendingStartRoute(initData('czE9MSZjbXA9MTJBQkNE'), window.sessionStorage)).toBeNull();
    expect(pendingStartRoute(null, window.sessionStorage)).toBeNull();
    expect(pendingStartRoute('auth_date=1&hash=x', null)).toBeNull();
  });
});

describe('Telegram runtime: Bot API 8.0 features', () => {
  it("sends a prepared message with shareMessage: taken when sent or declined in Telegram's sheet, not when it failed", async () => {
    const { fake, rt } = start();
    await expect(rt.sharePrepared('prepared-1')).resolves.toBe(true);
    expect(fake.calls).toContain('shareMessage:prepared-1');
    fake.fn('shareMessage').mockReturnValueOnce([true, Promise.reject(new Error('USER_DECLINED'))]);
    await expect(rt.sharePrepared('prepared-2')).resolves.toBe(true);
    fake.fn('shareMessage').mockReturnValueOnce([true, Promise.reject(new Error('MESSAGE_EXPIRED'))]);
    await expect(rt.sharePrepared('prepared-3')).resolves.toBe(false);
    fake.fn('shareMessage').mockReturnValueOnce([false]);
    await expect(rt.sharePrepared('prepared-4')).resolves.toBe(false);
  });

  it('reads the home screen status, and says unsupported where the client has no checkHomeScreenStatus', async () => {
    const { fake, rt } = start();
    await expect(rt.homeScreenStatus()).resolves.toBe('missed');
    fake.fn('checkHomeScreenStatus').mockReturnValueOnce([true, Promise.resolve('added')]);
    await expect(rt.homeScreenStatus()).resolves.toBe('added');
    fake.fn('checkHomeScreenStatus').mockReturnValueOnce([true, Promise.resolve('something new')]);
    await expect(rt.homeScreenStatus()).resolves.toBe('unknown');
    fake.fn('checkHomeScreenStatus').mockReturnValueOnce([false]);
    await expect(rt.homeScreenStatus()).resolves.toBe('unsupported');
    expect(rt.addToHomeScreen()).toBe(true);
    expect(fake.calls).toContain('addToHomeScreen');
  });

  it('enters and leaves full screen through the viewport (Telegram 8.0+); false where the client refuses', async () => {
    const { fake, rt } = start();
    await expect(rt.requestFullscreen()).resolves.toBe(true);
    rt.exitFullscreen();
    expect(fake.calls).toEqual(expect.arrayContaining(['viewport.requestFullscreen', 'viewport.exitFullscreen']));
    fake.fn('viewport.requestFullscreen').mockReturnValueOnce([true, Promise.reject(new Error('UNSUPPORTED'))]);
    await expect(rt.requestFullscreen()).resolves.toBe(false);
    fake.fn('viewport.requestFullscreen').mockReturnValueOnce([false]);
    await expect(rt.requestFullscreen()).resolves.toBe(false);
  });
});
