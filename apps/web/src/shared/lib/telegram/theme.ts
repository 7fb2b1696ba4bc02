/**
 * Telegram `themeParams` → the app's own custom properties (app/styles.css `--sf-*`). Page background is
 * Telegram's secondary background and cards sit on its (section) background, as in Telegram's own screens.
 */
const MAPPING: [cssVar: string, keys: string[]][] = [
  ['--sf-bg', ['secondary_bg_color', 'bg_color']],
  ['--sf-surface', ['section_bg_color', 'bg_color']],
  ['--sf-text', ['text_color']],
  ['--sf-hint', ['hint_color', 'subtitle_text_color']],
  ['--sf-link', ['link_color', 'accent_text_color']],
  ['--sf-accent', ['button_color', 'accent_text_color']],
  ['--sf-accent-text', ['button_text_color']],
  ['--sf-danger', ['destructive_text_color']],
];
export const THEMED_VARS = MAPPING.map(([cssVar]) => cssVar);

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The SDK gives camelCase keys (bgColor), Telegram's wire format snake_case (bg_color): both are read. */
function normalise(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && HEX.test(value)) out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  return out;
}

/** The colour's relative luminance below one half counts as dark (Telegram's own rule of thumb). */
export function isDarkColor(hex: string): boolean {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
}

export interface ThemeStyle {
  vars: Record<string, string>;
  scheme: 'light' | 'dark';
}

export function themeStyle(params: Record<string, unknown>): ThemeStyle {
  const colors = normalise(params);
  const vars: Record<string, string> = {};
  for (const [cssVar, keys] of MAPPING) {
    const key = keys.find((k) => colors[k]);
    if (key) vars[cssVar] = colors[key]!;
  }
  const bg = colors.bg_color ?? colors.secondary_bg_color;
  return { vars, scheme: bg && isDarkColor(bg) ? 'dark' : 'light' };
}

/** Sets the variables on <html> (removing ones the new theme lacks), the colour scheme and the browser bar colour. */
export function applyTheme(params: Record<string, unknown>, doc: Document = document): ThemeStyle {
  const style = themeStyle(params);
  const root = doc.documentElement;
  for (const cssVar of THEMED_VARS) {
    const value = style.vars[cssVar];
    if (value) root.style.setProperty(cssVar, value);
    else root.style.removeProperty(cssVar);
  }
  root.style.colorScheme = style.scheme;
  root.dataset.tgTheme = style.scheme;
  const meta = doc.querySelector('meta[name="theme-color"]');
  const bar = style.vars['--sf-surface'];
  if (meta && bar) meta.setAttribute('content', bar);
  return style;
}
