import type { FastifyInstance } from 'fastify';
import { TELEGRAM_THEMES } from '@storefront/contract/telegram-themes';
import { z } from 'zod';
import { requireShowcase } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { signInitData } from '../../lib/telegram';
import { validate } from '../../lib/validate';
import { botTokenFor } from '../identity/service';
import { listDemoUsers } from './repository';
import { carryQuery, chooser, LAUNCHER_SCRIPT_HASH, launcherPage, launcherQuery, sendLauncherPage, type ThemeName } from './launcher-page';

const querySchema = launcherQuery.extend({
  /** A page under the bundle to open, as a bot's menu button may (spec §2: the tree page under the bot). */
  path: z
    .string()
    .regex(/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+){0,7}$/)
    .optional(),
  json: z.string().optional(),
  test: z.string().optional(),
});

/** Launch parameters Telegram puts in the Mini App's URL hash (init data signed with the showcase bot's token). */
export function telegramHash(
  token: string,
  user: { telegramId: number; name: string; username?: string | null },
  theme: ThemeName,
  startParam?: string,
): string {
  const [first, ...rest] = user.name.split(' ');
  const initData = signInitData(token, {
    query_id: `AAH${user.telegramId}`,
    user: {
      id: user.telegramId,
      first_name: first ?? user.name,
      last_name: rest.join(' '),
      username: user.username ?? undefined,
      language_code: 'ru',
      allows_write_to_pm: true,
    },
    auth_date: Math.floor(Date.now() / 1000),
    ...(startParam ? { start_param: startParam } : {}),
    // Telegram adds a third-party signature; the SDK expects the field to be there.
    signature: 'demo',
  });
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'web',
    tgWebAppThemeParams: JSON.stringify(TELEGRAM_THEMES[theme]),
  });
  return params.toString();
}

/** GET /api/test/telegram: the local "open as in Telegram" page (registered only with DEMO=1). */
export function launcherRoute(app: FastifyInstance): void {
  app.get('/api/test/telegram', async (req, reply) => {
    const q = validate(querySchema, req.query, requestLocale(req));
    const showcase = requireShowcase(req);
    const token = botTokenFor(app.config, showcase);
    const users = (await listDemoUsers(app.db)).filter((u) => u.telegramId !== null);
    const chosen = users.find((u) => u.id === q.user) ?? null;
    // Telegram passes the start parameter in the init data and in the page query (tgWebAppStartParam), not in the hash.
    const query = new URLSearchParams();
    if (q.s) query.set('s', q.s);
    if (q.startapp) query.set('tgWebAppStartParam', q.startapp);
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const appUrl =
      chosen && token
        ? `/api/tgbundle/${q.path ?? ''}${search}#${telegramHash(token, { telegramId: chosen.telegramId!, name: chosen.name }, q.theme, q.startapp)}`
        : '';
    return sendLauncherPage(
      reply,
      LAUNCHER_SCRIPT_HASH,
      launcherPage({
        appUrl,
        title: showcase.name,
        theme: q.theme,
        ...chooser(users, chosen && token ? chosen : null),
        startapp: q.startapp,
        carry: carryQuery({ startapp: q.startapp, path: q.path, s: q.s }),
      }),
    );
  });
}
