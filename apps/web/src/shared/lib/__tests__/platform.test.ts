import { describe, expect, it, vi } from 'vitest';
import { decideBackAction, platform, shouldShowBackButton, vibrationPattern } from '../platform';

describe('messenger back button rule (spec §2)', () => {
  it('is hidden on the first entry without a dialog', () => {
    expect(shouldShowBackButton({ historyIndex: 0, dialogOpen: false })).toBe(false);
  });

  it('stays at the first entry once the app has more history, since there it closes the app', () => {
    expect(shouldShowBackButton({ historyIndex: 0, dialogOpen: false, historyLength: 1 })).toBe(false);
    expect(shouldShowBackButton({ historyIndex: 0, dialogOpen: false, historyLength: 3 })).toBe(true);
  });

  it('shows with a previous history entry or an open dialog', () => {
    expect(shouldShowBackButton({ historyIndex: 2, dialogOpen: false })).toBe(true);
    expect(shouldShowBackButton({ historyIndex: 0, dialogOpen: true })).toBe(true);
  });

  it('closes the dialog first', () => {
    expect(decideBackAction({ historyIndex: 3, dialogOpen: true })).toBe('close-dialog');
  });

  it('closes the app at the first history entry', () => {
    expect(decideBackAction({ historyIndex: 0, dialogOpen: false })).toBe('close-app');
  });

  it('goes back otherwise', () => {
    expect(decideBackAction({ historyIndex: 1, dialogOpen: false })).toBe('go-back');
  });
});

describe('haptics', () => {
  it('uses the spec vibration patterns', () => {
    expect(vibrationPattern('success')).toEqual([400]);
    expect(vibrationPattern('danger')).toEqual([300, 200, 300]);
    expect(vibrationPattern('warning')).toEqual([200, 100, 200, 100, 200]);
  });

  it('vibrates through navigator.vibrate outside Telegram', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    platform.haptic('danger');
    platform.haptic('warning');
    expect(vibrate).toHaveBeenNthCalledWith(1, [300, 200, 300]);
    expect(vibrate).toHaveBeenNthCalledWith(2, [200, 100, 200, 100, 200]);
  });

  it('degrades quietly without vibration support or Telegram', () => {
    Object.defineProperty(navigator, 'vibrate', { value: undefined, configurable: true });
    expect(() => platform.haptic('success')).not.toThrow();
    expect(platform.isTelegram()).toBe(false);
    expect(() => platform.close()).not.toThrow();
  });
});

describe('outside Telegram', () => {
  it('loads nothing Telegram-specific and offers no start route', async () => {
    await platform.init();
    expect(document.documentElement.dataset.tg).toBeUndefined();
    await expect(platform.startRoute()).resolves.toBeNull();
    const release = platform.holdClosingConfirmation();
    const stop = platform.keepFieldsAboveKeyboard(document.body);
    expect(() => {
      release();
      release();
      stop();
    }).not.toThrow();
  });
});
