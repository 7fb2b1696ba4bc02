/**
 * Telegram's own light and dark `themeParams`, as its clients send them to a Mini App (`tgWebAppThemeParams`, snake_case
 * keys, `#rrggbb` values). The DEMO launcher hands them to the app it embeds, and the web's theme tests map them.
 */
export const TELEGRAM_THEMES = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#707579',
    link_color: '#3390ec',
    button_color: '#3390ec',
    button_text_color: '#ffffff',
    secondary_bg_color: '#f4f4f5',
    header_bg_color: '#ffffff',
    section_bg_color: '#ffffff',
    destructive_text_color: '#e53935',
  },
  dark: {
    bg_color: '#212121',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    link_color: '#8774e1',
    button_color: '#8774e1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#181818',
    header_bg_color: '#212121',
    section_bg_color: '#212121',
    destructive_text_color: '#ff595a',
  },
} as const;
