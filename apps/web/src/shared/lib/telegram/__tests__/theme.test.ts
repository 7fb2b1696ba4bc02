import { afterEach, describe, expect, it } from 'vitest';
import { TELEGRAM_THEMES } from '@storefront/contract/telegram-themes';
import { applyTheme, isDarkColor, themeStyle } from '../theme';

const { light: LIGHT, dark: DARK } = TELEGRAM_THEMES;
/** The light theme without its destructive colour: the app must fall back to its own. */
const { destructive_text_color: _destructive, ...LIGHT_WITHOUT_DANGER } = LIGHT;

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.head.innerHTML = '';
});

describe('Telegram theme → app custom properties', () => {
  it('maps a light theme onto the --sf-* variables', () => {
    expect(themeStyle(LIGHT)).toEqual({
      scheme: 'light',
      vars: {
        '--sf-bg': '#f4f4f5',
        '--sf-surface': '#ffffff',
        '--sf-text': '#000000',
        '--sf-hint': '#707579',
        '--sf-link': '#3390ec',
        '--sf-accent': '#3390ec',
        '--sf-accent-text': '#ffffff',
        '--sf-danger': '#e53935',
      },
    });
  });

  it('maps a dark theme, reads the SDK camelCase keys as well, and prefers the section background for cards', () => {
    const camel = {
      bgColor: '#212121',
      textColor: '#ffffff',
      secondaryBgColor: '#181818',
      sectionBgColor: '#2a2a2a',
      destructiveTextColor: '#ff595a',
    };
    expect(themeStyle(camel)).toEqual({
      scheme: 'dark',
      vars: { '--sf-bg': '#181818', '--sf-surface': '#2a2a2a', '--sf-text': '#ffffff', '--sf-danger': '#ff595a' },
    });
  });

  it('ignores values that are not colours', () => {
    expect(themeStyle({ bg_color: 'red; background:url(x)', text_color: 42 }).vars).toEqual({});
  });

  it('applies the variables, colour scheme and browser bar colour, and a theme change replaces them', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
    const root = document.documentElement;
    applyTheme(DARK);
    expect(root.style.getPropertyValue('--sf-bg')).toBe('#181818');
    expect(root.style.getPropertyValue('--sf-danger')).toBe('#ff595a');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.dataset.tgTheme).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#212121');

    applyTheme(LIGHT_WITHOUT_DANGER);
    expect(root.style.getPropertyValue('--sf-bg')).toBe('#f4f4f5');
    expect(root.style.getPropertyValue('--sf-text')).toBe('#000000');
    // This theme has no destructive colour: the stylesheet's default comes back.
    expect(root.style.getPropertyValue('--sf-danger')).toBe('');
    expect(root.style.colorScheme).toBe('light');
  });

  it('tells dark from light backgrounds', () => {
    expect(isDarkColor('#212121')).toBe(true);
    expect(isDarkColor('#000')).toBe(true);
    expect(isDarkColor('#f4f4f5')).toBe(false);
    expect(isDarkColor('#fff')).toBe(false);
  });
});
