import {
  authLinkQuerySchema,
  botNotificationsBodySchema,
  botUpdateSchema,
  telegramBotTokenBodySchema,
  type ShowcaseBots,
} from '@storefront/contract/bot';
import { LOGIN_EXPIRED_QUERY } from '@storefront/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requestLocale } from '../../lib/locale';
import type { Showcase } from '../../lib/request-context';
import { validate } from '../../lib/validate';
import { botTokenFor } from '../identity/service';
import { botNotificationsOf, isShowcaseStaff, setBotNotifications } from '../notifications/service';
import { requireShowcaseAdmin } from '../seller-showcases/access';
import { showcaseByAlias, showcaseById } from '../showcases/service';
import { consumeLoginToken } from './repository';
import { isWebhookSecret } from './secret';
import { isFirstDelivery, runTask, showcaseOrigin, taskFor, telegramSandboxCalls } from './service';
import { connectTelegramBot, disconnectTelegramBot, requireOwner, telegramBotStatus } from './settings';
import { loginLinkRateLimitedPage } from './pages';
import { backgroundWork } from '../../lib/background';

/** Link opens per minute per client IP: tokens cannot be guessed (256 bits), this only caps the load. */
export const LINK_RATE_PER_IP = 20;
const EXPIRED_TARGET = `/?${LOGIN_EXPIRED_QUERY.key}=${LOGIN_EXPIRED_QUERY.value}`;
const ACCOUNT_TARGET = '/account';

function webhookShowcase(db: Db, key: string): Promise<Showcase | null> {
  if (/^\d{1,10}$/.test(key)) return showcaseById(db, Number(key));
  if (/^[A-Za-z0-9-]{1,32}$/.test(key)) return showcaseByAlias(db, key.toLowerCase());
  return Promise.resolve(null);
}

/** Request logs of these routes show the path without its secret part (the webhook secret, the login token). */
const hiddenSecrets = (url: string) => ({ req: (req: { method: string; url: string }) => ({ method: req.method, url }) });

const SECRET_TOKEN_HEADER = 'x-telegram-bot-api-secret-token';

const isJson = (req: FastifyRequest) => (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * Web login through the showcase bot (DESIGN §5): Telegram's webhook for each showcase bot, and the
 * one-time link the bot hands out. Both carry secrets in the URL, so their request logs show the path without them.
 */
export function botRoutes(app: FastifyInstance): void {
  const context = new WeakMap<FastifyRequest, { showcase: Showcase; token: string }>();
  const inBackground = backgroundWork(app);

  // Before the body is read: an unknown showcase, a showcase without a bot token or a wrong secret is a plain 404.
  const authorise = async (req: FastifyRequest) => {
    const { showcase: key = '', secret = '' } = req.params as Record<string, string | undefined>;
    const showcase = await webhookShowcase(app.db, key);
    const token = showcase ? botTokenFor(app.config, showcase) : null;
    if (!showcase || !token || !isWebhookSecret(token, showcase.id, secret)) throw new AppError('NOT_FOUND');
    // A webhook set with secret_token (the owner's own bot) gets it back in this header; a wrong one is refused.
    const header = req.headers[SECRET_TOKEN_HEADER];
    if (header !== undefined && (typeof header !== 'string' || !isWebhookSecret(token, showcase.id, header))) throw new AppError('NOT_FOUND');
    context.set(req, { showcase, token });
  };

  // Telegram sends no CSRF header; the secret path is the authentication. The answer is immediate: the work
  // (user, token, sendMessage) runs after it, so a slow Bot API never makes Telegram redeliver the update.
  const webhook = {
    onRequest: authorise,
    bodyLimit: 256 * 1024,
    logSerializers: hiddenSecrets('/api/bot/{showcase}/[hidden]'),
    config: { csrf: false as const, allowBanned: true as const },
  };
  app.post('/api/bot/:showcase/:secret', webhook, async (req, reply) => {
    const ctx = context.get(req);
    if (!ctx) throw new AppError('NOT_FOUND');
    if (!isJson(req)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const update = validate(botUpdateSchema, req.body, requestLocale(req));
    // Telegram redelivers an update until it gets a 200: the second arrival does nothing.
    if (!(await isFirstDelivery(app, 'telegram', ctx.showcase.id, String(update.update_id)))) return reply.code(200).send({ ok: true });
    const task = taskFor(update.message);
    if (task) {
      const origin = showcaseOrigin(app, req, ctx.showcase);
      inBackground(runTask(app, task, { ...ctx, origin }), (err) => req.log.error({ err, updateId: update.update_id }, 'bot update failed'));
    }
    return reply.code(200).send({ ok: true });
  });

  const linkLimit = app.createRateLimit({ max: LINK_RATE_PER_IP, timeWindow: 60_000, keyGenerator: (req) => `login-link-ip:${req.ip}` });
  const tooMany = async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const check = await linkLimit(req);
    if (check.isAllowed || !check.isExceeded) return false;
    reply.code(429).header('retry-after', check.ttlInSeconds).type('text/html; charset=utf-8').send(loginLinkRateLimitedPage());
    return true;
  };

  // A GET because it is a link tapped in Telegram; HEAD is not exposed so link checkers cannot spend the token.
  const link = { exposeHeadRoute: false, logSerializers: hiddenSecrets('/api/auth/link?token=[hidden]'), config: { allowBanned: true as const } };
  app.get('/api/auth/link', link, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (await tooMany(req, reply)) return reply;
    const query = authLinkQuerySchema.safeParse(req.query);
    const userId = query.success ? await consumeLoginToken(app.db, query.data.token) : null;
    if (userId === null) return reply.redirect(EXPIRED_TARGET, 303);
    await app.sessions.login(req, reply, userId);
    return reply.redirect(ACCOUNT_TARGET, 303);
  });

  if (app.config.DEMO && !app.config.BOT_API_URL) {
    /** DEMO: what the Telegram Bot API sandbox was asked to do (getMe, setWebhook, sendMessage), newest last. */
    app.get('/api/test/telegram/calls', () => Promise.resolve({ calls: telegramSandboxCalls }));
  }

  // ---- the showcase's bots in the seller's settings (issue 15): status for the staff, the token for the owner ----

  const showcaseIdOf = (req: FastifyRequest) => {
    const id = Number((req.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
    return id;
  };

  const status = async (access: { user: { id: number }; showcase: Showcase }): Promise<ShowcaseBots> => {
    const fresh = (await showcaseById(app.db, access.showcase.id)) ?? access.showcase;
    const isOwner = fresh.ownerId === access.user.id;
    const notifyByBot = await botNotificationsOf(app.db, fresh.id, access.user.id);
    const isStaff = isOwner || (await isShowcaseStaff(app.db, fresh.id, access.user.id));
    return {
      telegram: telegramBotStatus(app, fresh),
      max: { hasToken: fresh.maxBotToken !== null, botName: fresh.maxBotName },
      canManage: isOwner,
      isStaff,
      notifyByBot,
    };
  };

  app.get('/api/seller/showcases/:id/bots', async (req) => status(await requireShowcaseAdmin(app, req, showcaseIdOf(req), 'read')));

  app.put('/api/seller/showcases/:id/telegram-bot', async (req) => {
    const access = await requireShowcaseAdmin(app, req, showcaseIdOf(req), 'write');
    requireOwner(access.user.id, access.showcase);
    const { token } = validate(telegramBotTokenBodySchema, req.body, requestLocale(req));
    await connectTelegramBot(app, access.showcase, token, showcaseOrigin(app, req, access.showcase));
    return status(access);
  });

  app.delete('/api/seller/showcases/:id/telegram-bot', async (req) => {
    const access = await requireShowcaseAdmin(app, req, showcaseIdOf(req), 'write');
    requireOwner(access.user.id, access.showcase);
    await disconnectTelegramBot(app, access.showcase);
    return status(access);
  });

  app.put('/api/seller/showcases/:id/bot-notifications', async (req) => {
    const access = await requireShowcaseAdmin(app, req, showcaseIdOf(req), 'read');
    const { enabled } = validate(botNotificationsBodySchema, req.body, requestLocale(req));
    await setBotNotifications(app.db, access.showcase, access.user.id, enabled);
    return status(access);
  });
}
