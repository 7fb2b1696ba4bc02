import { createHash } from 'node:crypto';
import { PATHS } from '@storefront/contract/constants';
import type { FastifyInstance } from 'fastify';
import { requireShowcase } from '../../lib/guards';
import { escapeHtml } from '../../lib/html';
import { signHmacInitData } from '../../lib/init-data';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { maxBotTokenFor } from '../identity/service';
import { demoMaxAccount, listDemoUsers } from './repository';
import { carryQuery, chooser, EVENT_LOG, launcherQuery, sendLauncherPage, userChoice } from './launcher-page';

/** The fragment MAX opens the Mini App with (dev.max.ru/docs/webapps/validation): WebAppData signed with the MAX bot token. */
export function maxHash(token: string, user: { maxId: number; name: string }, startParam?: string): string {
  const [first, ...rest] = user.name.split(' ');
  const webAppData = signHmacInitData(token, {
    query_id: `demo-${user.maxId}-${Date.now()}`,
    auth_date: Math.floor(Date.now() / 1000),
    user: { id: user.maxId, first_name: first ?? user.name, last_name: rest.join(' '), username: '', language_code: 'ru', photo_url: '' },
    chat: { id: user.maxId, type: 'DIALOG' },
    ...(startParam ? { start_param: startParam } : {}),
  });
  return new URLSearchParams({ WebAppData: webAppData, WebAppPlatform: 'ios', WebAppVersion: '25.9.16' }).toString();
}

/**
 * The stand-in MAX Bridge the app loads inside the launcher (a same-origin parent) instead of st.max.ru's: the same
 * `window.WebApp` surface, talking to the launcher page with postMessage.
 */
export const DEMO_BRIDGE = `(() => {
  const post = (method, args) => parent.postMessage(JSON.stringify({ max: method, args: args || [] }), location.origin);
  const initData = new URLSearchParams(location.hash.slice(1)).get('WebAppData') || sessionStorage.getItem('maxWebAppData') || '';
  const clicks = new Set();
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.source !== parent) return;
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message.max === 'back') clicks.forEach((cb) => cb());
  });
  const answer = (method, result) => (...args) => { post(method, args); return Promise.resolve(result); };
  const back = { isVisible: false };
  back.show = () => { back.isVisible = true; post('BackButton.show'); };
  back.hide = () => { back.isVisible = false; post('BackButton.hide'); };
  back.onClick = (cb) => { clicks.add(cb); };
  back.offClick = (cb) => { clicks.delete(cb); };
  window.WebApp = {
    initData, platform: 'ios', version: '25.9.16', BackButton: back,
    ready: () => post('ready'), close: () => post('close'),
    HapticFeedback: {
      notificationOccurred: answer('HapticFeedback.notificationOccurred', { status: 'notificationOccured' }),
      impactOccurred: answer('HapticFeedback.impactOccurred', { status: 'impactOccured' }),
      selectionChanged: answer('HapticFeedback.selectionChanged', { status: 'selectionChanged' }),
    },
    enableClosingConfirmation: () => post('enableClosingConfirmation'),
    disableClosingConfirmation: () => post('disableClosingConfirmation'),
    openLink: (url) => post('openLink', [url]),
    openMaxLink: (url) => post('openMaxLink', [url]),
    shareContent: answer('shareContent', { status: 'shared' }),
    shareMaxContent: answer('shareMaxContent', { status: 'shared' }),
    openCodeReader: answer('openCodeReader', { value: '' }),
  };
})();
`;

const SCRIPT = `
const $ = (id) => document.getElementById(id);
const frame = $('app'), back = $('back'), closed = $('closed'), confirmBox = $('confirm');
const state = { theme: document.body.dataset.themeName, confirm: false };
${EVENT_LOG}const show = () => {
  document.body.dataset.themeName = state.theme;
  document.body.dataset.closingConfirmation = String(state.confirm);
  frame.style.colorScheme = state.theme;
  $('status-confirm').textContent = state.confirm ? 'спросит' : 'нет';
};
const closeApp = () => { frame.hidden = true; back.hidden = true; confirmBox.hidden = true; closed.hidden = false; document.body.dataset.closed = 'true'; log('приложение закрыто'); };
window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
  let message;
  try { message = JSON.parse(event.data); } catch { return; }
  const args = message.args || [];
  switch (message.max) {
    case 'BackButton.show': back.hidden = false; break;
    case 'BackButton.hide': back.hidden = true; break;
    case 'enableClosingConfirmation': state.confirm = true; break;
    case 'disableClosingConfirmation': state.confirm = false; break;
    case 'HapticFeedback.notificationOccurred': document.body.dataset.haptic = String(args[0]); $('status-haptic').textContent = String(args[0]); break;
    case 'close': closeApp(); break;
    case 'openLink': case 'openMaxLink': window.open(String(args[0]), '_blank', 'noopener'); break;
  }
  document.body.dataset.lastEvent = message.max;
  log(message.max + (args.length ? ' ' + JSON.stringify(args).slice(0, 80) : ''));
  show();
});
back.addEventListener('click', () => frame.contentWindow.postMessage(JSON.stringify({ max: 'back' }), location.origin));
$('close').addEventListener('click', () => { if (frame.hidden) return; if (state.confirm) confirmBox.hidden = false; else closeApp(); });
$('confirm-close').addEventListener('click', closeApp);
$('confirm-cancel').addEventListener('click', () => { confirmBox.hidden = true; });
$('toggle-theme').addEventListener('click', () => { state.theme = state.theme === 'light' ? 'dark' : 'light'; show(); log('тема ' + state.theme); });
show();
`;

export const MAX_LAUNCHER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

const STYLE = `
body{margin:0;font:15px system-ui,sans-serif;display:flex;flex-wrap:wrap;gap:24px;justify-content:center;padding:16px;background:#f0f1f4;color:#1f1f1f}
body[data-theme-name=dark]{background:#0f1013;color:#f2f3f5}
.phone{position:relative;width:390px;height:800px;display:flex;flex-direction:column;background:#fff;border-radius:16px;overflow:hidden;box-shadow:0 8px 32px #0003}
body[data-theme-name=dark] .phone{background:#1c1d21}
.max-header{display:flex;align-items:center;gap:8px;height:48px;padding:0 8px;border-bottom:1px solid #8883}
.max-header button{border:0;background:none;color:#0a84ff;font-size:15px;min-width:44px;min-height:44px;cursor:pointer}
.max-header h1{flex:1;margin:0;font-size:16px;text-align:center}
iframe{flex:1;border:0;width:100%}
#closed{flex:1;display:grid;place-items:center;color:#8b8e94}
#confirm{position:absolute;inset:0;display:grid;place-items:center;background:#0006}
#confirm div{width:280px;padding:16px;border-radius:12px;background:inherit}
#confirm button,aside button{margin:4px;min-height:36px;border:0;border-radius:8px;background:#0a84ff;color:#fff;cursor:pointer}
[hidden]{display:none!important}
aside{max-width:320px}aside a{color:#0a84ff}
#events{max-height:260px;overflow:auto;font:12px ui-monospace,monospace;color:#8b8e94}
`;

function page(opts: {
  appUrl: string;
  title: string;
  theme: string;
  users: { id: number; name: string; role: string }[];
  userId: number | null;
  carry: string;
}): string {
  const choose = userChoice(opts);
  const running = opts.userId !== null;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Открыть как в MAX — ${escapeHtml(opts.title)}</title><style>${STYLE}</style></head>
<body data-theme-name="${opts.theme}">
<div class="phone" role="region" aria-label="MAX">
  <div class="max-header"><button id="back" type="button" hidden>‹ Назад</button><h1>${escapeHtml(opts.title)}</h1><button id="close" type="button" aria-label="Закрыть приложение">✕</button></div>
  ${
    running
      ? `<iframe id="app" title="Mini App" src="${escapeHtml(opts.appUrl)}"></iframe><p id="closed" hidden>Приложение закрыто</p>
  <div id="confirm" role="alertdialog" aria-label="Закрыть приложение?" hidden><div><p>Закрыть приложение? Внесённые изменения могут не сохраниться.</p><button id="confirm-close" type="button">Закрыть</button><button id="confirm-cancel" type="button">Отмена</button></div></div>`
      : '<p id="closed">Выберите пользователя справа.</p>'
  }
</div>
<aside><h2>Открыть как в MAX</h2><p>Демо-режим: данные запуска (WebAppData) подписаны токеном демо-бота MAX, сервер проверяет их так же, как от MAX.</p>
${running ? '<p><button id="toggle-theme" type="button">Сменить тему клиента</button></p><p><small>Приложение внутри следует системной теме (prefers-color-scheme): MAX не передаёт параметры темы.</small></p><p>Подтверждение закрытия: <b id="status-confirm">нет</b><br>Вибрация: <b id="status-haptic">—</b></p><h3>События MAX Bridge</h3><ol id="events" reversed aria-label="События MAX Bridge"></ol>' : ''}
<ul>${choose}</ul></aside>
${running ? `<script>${SCRIPT}</script>` : ''}
</body></html>`;
}

/** GET /api/test/max: the local "open as in MAX" page, and the stand-in bridge it gives the app (DEMO only). */
export function maxLauncherRoutes(app: FastifyInstance): void {
  app.get('/api/test/max/bridge.js', async (_req, reply) =>
    reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(DEMO_BRIDGE),
  );

  app.get('/api/test/max', async (req, reply) => {
    const q = validate(launcherQuery, req.query, requestLocale(req));
    const showcase = requireShowcase(req);
    const token = maxBotTokenFor(app.config, showcase);
    const users = await listDemoUsers(app.db);
    const chosen = users.find((u) => u.id === q.user) ?? null;
    const query = new URLSearchParams();
    if (q.s) query.set('s', q.s);
    const search = query.size > 0 ? `?${query.toString()}` : '';
    let appUrl = '';
    if (chosen && token) {
      const maxId = await demoMaxAccount(app.db, chosen);
      appUrl = `${PATHS.maxBundle}${search}#${maxHash(token, { maxId, name: chosen.name }, q.startapp)}`;
    }
    return sendLauncherPage(
      reply,
      MAX_LAUNCHER_SCRIPT_HASH,
      page({
        appUrl,
        title: showcase.name,
        theme: q.theme,
        ...chooser(users, chosen && token ? chosen : null),
        carry: carryQuery({ startapp: q.startapp, s: q.s }),
      }),
    );
  });
}
