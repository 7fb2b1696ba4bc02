import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { TELEGRAM_THEMES } from '@storefront/contract/telegram-themes';
import { z } from 'zod';
import { cspHeader } from '../../lib/csp';
import { escapeHtml } from '../../lib/html';

/**
 * The local "open as in Telegram" page (DEMO only): the Mini App in an iframe with signed init data in
 * its hash, and a small stand-in for the Telegram client around it — header with back and close
 * buttons, light/dark theme switched live, safe areas, an on-screen keyboard, closing confirmation,
 * vertical swipes, haptics, and a log of the bridge messages the Mini App exchanges with its host.
 */
export interface LauncherUser {
  id: number;
  name: string;
  role: string;
}

export type ThemeName = keyof typeof TELEGRAM_THEMES;

/** What the launcher's "notch" button reports: a phone with a notch and a home indicator. */
export const NOTCH_INSETS = { top: 47, bottom: 34, left: 0, right: 0 };
export const KEYBOARD_HEIGHT = 300;

/** The query both launchers (Telegram's and MAX's) read: the demo user, the client's theme, a start parameter, a showcase. */
export const launcherQuery = z.object({
  user: z.coerce.number().int().positive().optional(),
  theme: z.enum(['light', 'dark']).default('light'),
  /** A start parameter (referral context, deep links: `startapp=…`), passed on as the client would. */
  startapp: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  s: z.string().max(64).optional(),
});

/** The launchers' log of the bridge messages (`$` is the page script's getElementById): the newest first, at most 30. */
export const EVENT_LOG = `const log = (text) => {
  const item = document.createElement('li');
  item.textContent = text;
  $('events').prepend(item);
  while ($('events').children.length > 30) $('events').lastElementChild.remove();
};
`;

/** The query parameters a launcher page carries over to its links (choosing another user keeps them). */
export const carryQuery = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();

/** Answers a launcher page: its own script allowed by hash, never cached. */
export const sendLauncherPage = (reply: FastifyReply, scriptHash: string, html: string) =>
  reply
    .header('content-security-policy', cspHeader({ 'script-src': [scriptHash] }))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

// The host side of the Mini App bridge: answers the app's requests, forwards the header buttons, keeps a log.
const SCRIPT = `
const $ = (id) => document.getElementById(id);
const frame = $('app'), back = $('back'), closed = $('closed'), confirmBox = $('confirm'), keyboard = $('keyboard');
const themes = JSON.parse(document.body.dataset.themes);
const state = { theme: document.body.dataset.themeName, confirm: false, swipes: true, notch: false, keyboard: false, homeScreen: 'missed', fullscreen: false, prepared: null };
const zero = { top: 0, bottom: 0, left: 0, right: 0 };
const send = (eventType, eventData) => frame.contentWindow.postMessage(JSON.stringify({ eventType, eventData }), location.origin);
const viewport = () => ({ height: frame.clientHeight, width: frame.clientWidth, is_expanded: true, is_state_stable: true });
${EVENT_LOG}const show = () => {
  document.body.dataset.closingConfirmation = String(state.confirm);
  document.body.dataset.verticalSwipes = String(state.swipes);
  document.body.dataset.themeName = state.theme;
  $('status-confirm').textContent = state.confirm ? 'спросит' : 'нет';
  $('status-swipes').textContent = state.swipes ? 'закрывает' : 'выключен';
  const colors = themes[state.theme];
  for (const [key, value] of Object.entries(colors)) document.body.style.setProperty('--' + key.replace(/_/g, '-'), value);
};
const closeApp = () => { frame.hidden = true; back.hidden = true; confirmBox.hidden = true; keyboard.hidden = true; closed.hidden = false; document.body.dataset.closed = 'true'; log('приложение закрыто'); };
// shareMessage: the card the server stored through the Bot API sandbox, shown as Telegram's «send to…» sheet.
const shareBox = $('share');
const showPrepared = (id) => {
  fetch('/api/test/telegram/prepared/' + encodeURIComponent(id), { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error('expired'))))
    .then((prepared) => {
      const result = prepared.request.result;
      const button = (result.reply_markup.inline_keyboard[0] || [])[0];
      state.prepared = id;
      $('share-text').textContent = result.caption || result.input_message_content.message_text;
      $('share-button').textContent = button ? button.text + ' → ' + button.url : '';
      const picture = result.photo_url || result.thumbnail_url;
      $('share-picture').hidden = !picture;
      if (picture) $('share-picture').src = picture;
      shareBox.hidden = false;
    })
    .catch(() => send('prepared_message_failed', { error: 'MESSAGE_EXPIRED' }));
};
const settlePrepared = (sent) => {
  shareBox.hidden = true;
  if (sent) send('prepared_message_sent'); else send('prepared_message_failed', { error: 'USER_DECLINED' });
  document.body.dataset.preparedMessage = sent ? 'sent:' + state.prepared : 'declined';
  log(sent ? 'сообщение отправлено' : 'отправка отменена');
};
window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
  let message;
  try { message = JSON.parse(event.data); } catch { return; }
  const data = message.eventData || {};
  let detail = '';
  switch (message.eventType) {
    case 'web_app_setup_back_button': back.hidden = !data.is_visible; detail = data.is_visible ? 'показана' : 'скрыта'; break;
    case 'web_app_request_theme': send('theme_changed', { theme_params: themes[state.theme] }); break;
    case 'web_app_request_viewport': send('viewport_changed', viewport()); break;
    case 'web_app_request_safe_area': send('safe_area_changed', state.notch ? ${JSON.stringify(NOTCH_INSETS)} : zero); break;
    case 'web_app_request_content_safe_area': send('content_safe_area_changed', zero); break;
    case 'web_app_setup_closing_behavior': state.confirm = Boolean(data.need_confirmation); detail = String(state.confirm); break;
    case 'web_app_setup_swipe_behavior': state.swipes = Boolean(data.allow_vertical_swipe); detail = String(state.swipes); break;
    case 'web_app_trigger_haptic_feedback':
      detail = data.type + ':' + (data.notification_type || data.impact_style || '');
      document.body.dataset.haptic = detail;
      $('status-haptic').textContent = detail;
      break;
    case 'web_app_close': closeApp(); break;
    case 'web_app_open_tg_link': window.open('https://t.me' + data.path_full, '_blank', 'noopener'); break;
    case 'web_app_open_link': window.open(data.url, '_blank', 'noopener'); break;
    case 'web_app_check_home_screen': send('home_screen_checked', { status: state.homeScreen }); detail = state.homeScreen; break;
    case 'web_app_add_to_home_screen':
      state.homeScreen = 'added'; document.body.dataset.homeScreen = 'added'; send('home_screen_added'); break;
    case 'web_app_request_fullscreen': case 'web_app_exit_fullscreen':
      state.fullscreen = message.eventType === 'web_app_request_fullscreen';
      document.body.dataset.fullscreen = String(state.fullscreen);
      send('fullscreen_changed', { is_fullscreen: state.fullscreen }); detail = String(state.fullscreen); break;
    case 'web_app_send_prepared_message': showPrepared(String(data.id || '')); detail = String(data.id || ''); break;
  }
  document.body.dataset.lastEvent = message.eventType;
  log(message.eventType + (detail ? ' ' + detail : ''));
  show();
});
back.addEventListener('click', () => send('back_button_pressed'));
$('close').addEventListener('click', () => { if (frame.hidden) return; if (state.confirm) confirmBox.hidden = false; else closeApp(); });
$('confirm-close').addEventListener('click', closeApp);
$('confirm-cancel').addEventListener('click', () => { confirmBox.hidden = true; });
$('share-send').addEventListener('click', () => settlePrepared(true));
$('share-cancel').addEventListener('click', () => settlePrepared(false));
$('toggle-theme').addEventListener('click', () => { state.theme = state.theme === 'light' ? 'dark' : 'light'; show(); send('theme_changed', { theme_params: themes[state.theme] }); log('тема ' + state.theme); });
$('toggle-notch').addEventListener('click', () => { state.notch = !state.notch; send('safe_area_changed', state.notch ? ${JSON.stringify(NOTCH_INSETS)} : zero); log('вырез ' + state.notch); });
// A real keyboard leaves the focus in the app: pressing this button must not take it.
$('toggle-keyboard').addEventListener('mousedown', (event) => event.preventDefault());
$('toggle-keyboard').addEventListener('click', () => {
  state.keyboard = !state.keyboard;
  keyboard.hidden = !state.keyboard;
  requestAnimationFrame(() => send('viewport_changed', viewport()));
  log('клавиатура ' + state.keyboard);
});
show();
`;

export const LAUNCHER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

const STYLE = `
body{margin:0;font:15px system-ui,sans-serif;background:var(--secondary-bg-color);color:var(--text-color);display:flex;flex-wrap:wrap;gap:24px;justify-content:center;padding:16px}
.phone{position:relative;width:390px;height:800px;display:flex;flex-direction:column;background:var(--bg-color);border-radius:16px;overflow:hidden;box-shadow:0 8px 32px #0003}
.tg-header{display:flex;align-items:center;gap:8px;height:48px;padding:0 8px;background:var(--header-bg-color);border-bottom:1px solid #8883}
.tg-header button{border:0;background:none;color:var(--link-color);font-size:15px;min-width:44px;min-height:44px;cursor:pointer}
.tg-header h1{flex:1;margin:0;font-size:16px;text-align:center}
iframe{flex:1;border:0;width:100%}
#keyboard{flex:0 0 ${KEYBOARD_HEIGHT}px;display:grid;place-items:center;background:#8884;color:var(--hint-color)}
#closed{flex:1;display:grid;place-items:center;color:var(--hint-color)}
#confirm,#share{position:absolute;inset:0;display:grid;place-items:center;background:#0006}
#confirm div,#share div{width:280px;padding:16px;border-radius:12px;background:var(--bg-color);white-space:pre-line;word-break:break-all}
#confirm button,#share button,aside button{margin:4px;min-height:36px;border:0;border-radius:8px;background:var(--button-color);color:var(--button-text-color);cursor:pointer}
[hidden]{display:none!important}
aside{max-width:320px}aside a{color:var(--link-color)}
#events{max-height:220px;overflow:auto;font:12px ui-monospace,monospace;color:var(--hint-color)}
`;

/** The launch options (start parameter, path, showcase) the page's own links keep, as `&amp;…`. */
function carried(carry: string): string {
  return carry ? `&amp;${escapeHtml(carry)}` : '';
}

/** The demo users as links that (re)open the page as each of them; the running one is marked current. */
export function userChoice(opts: { users: LauncherUser[]; userId: number | null; theme: string; carry: string }): string {
  return opts.users
    .map(
      (u) =>
        `<li><a href="?user=${u.id}&amp;theme=${opts.theme}${carried(opts.carry)}"${u.id === opts.userId ? ' aria-current="true"' : ''}>${escapeHtml(u.name)}</a> <small>${escapeHtml(u.role)}</small></li>`,
    )
    .join('');
}

/** The page's list of demo users and the one whose session runs (null: none chosen, or no bot token to sign with). */
export const chooser = (users: ReadonlyArray<{ id: number; name: string; demoRole: string | null }>, running: { id: number } | null) => ({
  users: users.map((u) => ({ id: u.id, name: u.name, role: u.demoRole ?? '' })),
  userId: running?.id ?? null,
});

function themeLinks(opts: { userId: number | null; carry: string }): string {
  const user = opts.userId !== null ? `user=${opts.userId}&amp;` : '';
  return `<a href="?${user}theme=light${carried(opts.carry)}">светлая</a> · <a href="?${user}theme=dark${carried(opts.carry)}">тёмная</a>`;
}

export function launcherPage(opts: {
  appUrl: string;
  title: string;
  theme: ThemeName;
  users: LauncherUser[];
  userId: number | null;
  startapp?: string;
  carry: string;
}): string {
  const theme = TELEGRAM_THEMES[opts.theme];
  const vars = Object.entries(theme)
    .map(([k, v]) => `--${k.replace(/_/g, '-')}:${v}`)
    .join(';');
  const choose = userChoice(opts);
  const running = opts.userId !== null;
  const controls = running
    ? `<p><button id="toggle-theme" type="button">Сменить тему</button><button id="toggle-notch" type="button">Вырез экрана</button><button id="toggle-keyboard" type="button">Клавиатура</button></p>
<p>Подтверждение закрытия: <b id="status-confirm">нет</b><br>Свайп вниз: <b id="status-swipes">закрывает</b><br>Вибрация: <b id="status-haptic">—</b></p>
<form method="get"><input type="hidden" name="user" value="${opts.userId}"><input type="hidden" name="theme" value="${opts.theme}"><label>startapp <input name="startapp" value="${escapeHtml(opts.startapp ?? '')}" pattern="[A-Za-z0-9_\\-]{1,64}" size="16"></label> <button type="submit">Открыть</button></form>
<h3>События моста</h3><ol id="events" reversed aria-label="События моста"></ol>`
    : '';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Открыть как в Telegram — ${escapeHtml(opts.title)}</title>
<style>${STYLE}</style></head>
<body style="${vars}" data-theme-name="${opts.theme}" data-themes="${escapeHtml(JSON.stringify(TELEGRAM_THEMES))}">
<div class="phone" role="region" aria-label="Telegram">
  <div class="tg-header"><button id="back" type="button" hidden>‹ Назад</button><h1>${escapeHtml(opts.title)}</h1><button id="close" type="button" aria-label="Закрыть приложение">✕</button></div>
  ${
    running
      ? `<iframe id="app" title="Mini App" src="${escapeHtml(opts.appUrl)}"></iframe><div id="keyboard" hidden aria-hidden="true">клавиатура</div><p id="closed" hidden>Приложение закрыто</p>
  <div id="confirm" role="alertdialog" aria-label="Закрыть приложение?" hidden><div><p>Закрыть приложение? Внесённые изменения могут не сохраниться.</p><button id="confirm-close" type="button">Закрыть</button><button id="confirm-cancel" type="button">Отмена</button></div></div>
  <div id="share" role="dialog" aria-label="Отправить сообщение" hidden><div><img id="share-picture" alt="" width="120" height="120" hidden><p id="share-text"></p><p id="share-button"></p><button id="share-send" type="button">Отправить в чат</button><button id="share-cancel" type="button">Отмена</button></div></div>`
      : '<p id="closed">Выберите пользователя справа.</p>'
  }
</div>
<aside><h2>Открыть как в Telegram</h2><p>Демо-режим: данные запуска подписаны токеном демо-бота, сервер проверяет их так же, как от Telegram.</p>
<p>Тема: ${themeLinks(opts)}</p>
${controls}
<ul>${choose}</ul></aside>
${running ? `<script>${SCRIPT}</script>` : ''}
</body></html>`;
}
