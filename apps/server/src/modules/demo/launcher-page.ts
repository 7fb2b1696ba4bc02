import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/html';

/**
 * The local "open as in Telegram" page (DEMO only): the Mini App in an iframe with signed init data in
 * its hash, and a small stand-in for the Telegram client around it — header with back and close
 * buttons, light/dark theme, and the bridge messages the Mini App exchanges with its host.
 */
export interface LauncherUser {
  id: number;
  name: string;
  role: string;
}

export const THEMES = {
  light: { bg_color: '#ffffff', text_color: '#000000', hint_color: '#707579', link_color: '#3390ec', button_color: '#3390ec', button_text_color: '#ffffff', secondary_bg_color: '#f4f4f5', header_bg_color: '#ffffff' },
  dark: { bg_color: '#212121', text_color: '#ffffff', hint_color: '#aaaaaa', link_color: '#8774e1', button_color: '#8774e1', button_text_color: '#ffffff', secondary_bg_color: '#181818', header_bg_color: '#212121' },
} as const;
export type ThemeName = keyof typeof THEMES;

// The host side of the Mini App bridge: answers the app's requests and forwards the header buttons.
const SCRIPT = `
const frame = document.getElementById('app');
const back = document.getElementById('back');
const closed = document.getElementById('closed');
const theme = JSON.parse(document.body.dataset.theme);
const send = (eventType, eventData) => frame.contentWindow.postMessage(JSON.stringify({ eventType, eventData }), location.origin);
const viewport = () => ({ height: frame.clientHeight, width: frame.clientWidth, is_expanded: true, is_state_stable: true });
window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
  let message;
  try { message = JSON.parse(event.data); } catch { return; }
  const data = message.eventData || {};
  switch (message.eventType) {
    case 'web_app_setup_back_button': back.hidden = !data.is_visible; break;
    case 'web_app_request_theme': send('theme_changed', { theme_params: theme }); break;
    case 'web_app_request_viewport': send('viewport_changed', viewport()); break;
    case 'web_app_request_safe_area': send('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }); break;
    case 'web_app_request_content_safe_area': send('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }); break;
    case 'web_app_close': frame.hidden = true; back.hidden = true; closed.hidden = false; break;
    case 'web_app_open_tg_link': window.open('https://t.me' + data.path_full, '_blank', 'noopener'); break;
    case 'web_app_open_link': window.open(data.url, '_blank', 'noopener'); break;
  }
  document.body.dataset.lastEvent = message.eventType;
});
back.addEventListener('click', () => send('back_button_pressed'));
document.getElementById('close').addEventListener('click', () => { frame.hidden = true; back.hidden = true; closed.hidden = false; });
`;

export const LAUNCHER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

export function launcherPage(opts: { appUrl: string; title: string; theme: ThemeName; users: LauncherUser[]; userId: number | null }): string {
  const theme = THEMES[opts.theme];
  const choose = opts.users
    .map((u) => `<li><a href="?user=${u.id}&amp;theme=${opts.theme}"${u.id === opts.userId ? ' aria-current="true"' : ''}>${escapeHtml(u.name)}</a> <small>${escapeHtml(u.role)}</small></li>`)
    .join('');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Открыть как в Telegram — ${escapeHtml(opts.title)}</title>
<style>
body{margin:0;font:15px system-ui,sans-serif;background:${theme.secondary_bg_color};color:${theme.text_color};display:flex;flex-wrap:wrap;gap:24px;justify-content:center;padding:16px}
.phone{width:390px;height:800px;display:flex;flex-direction:column;background:${theme.bg_color};border-radius:16px;overflow:hidden;box-shadow:0 8px 32px #0003}
.tg-header{display:flex;align-items:center;gap:8px;height:48px;padding:0 8px;background:${theme.header_bg_color};border-bottom:1px solid #8883}
.tg-header button{border:0;background:none;color:${theme.link_color};font-size:15px;min-width:44px;min-height:44px;cursor:pointer}
.tg-header h1{flex:1;margin:0;font-size:16px;text-align:center}
iframe{flex:1;border:0;width:100%}
#closed{flex:1;display:grid;place-items:center;color:${theme.hint_color}}
[hidden]{display:none!important}
aside{max-width:320px}aside a{color:${theme.link_color}}
</style></head>
<body data-theme="${escapeHtml(JSON.stringify(theme))}">
<div class="phone" role="region" aria-label="Telegram">
  <div class="tg-header"><button id="back" type="button" hidden>‹ Назад</button><h1>${escapeHtml(opts.title)}</h1><button id="close" type="button" aria-label="Закрыть приложение">✕</button></div>
  ${opts.userId === null ? '<p id="closed">Выберите пользователя справа.</p>' : `<iframe id="app" title="Mini App" src="${escapeHtml(opts.appUrl)}"></iframe><p id="closed" hidden>Приложение закрыто</p>`}
</div>
<aside><h2>Открыть как в Telegram</h2><p>Демо-режим: данные запуска подписаны токеном демо-бота, сервер проверяет их так же, как от Telegram.</p>
<p>Тема: <a href="?${opts.userId !== null ? `user=${opts.userId}&amp;` : ''}theme=light">светлая</a> · <a href="?${opts.userId !== null ? `user=${opts.userId}&amp;` : ''}theme=dark">тёмная</a></p>
<ul>${choose}</ul></aside>
${opts.userId === null ? '' : `<script>${SCRIPT}</script>`}
</body></html>`;
}
