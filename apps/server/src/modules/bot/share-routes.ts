import { prepareShareMessageBodySchema } from '@storefront/contract/share-message';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireShowcase, requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { ownerOf } from '../../lib/owner';
import { validate } from '../../lib/validate';
import { productPage } from '../catalog/service';
import { telegramIdOf } from '../identity/linking';
import { botTokenFor } from '../identity/service';
import { BotApiError } from './client';
import {
  prepareShareCard,
  sandboxSavePrepared,
  savePreparedInlineMessage,
  usesSandbox,
  type SandboxPreparedMessage,
  type ShareCard,
} from './prepared-message';
import { showcaseOrigin } from './service';

/** Prepared messages per minute: per user (each is a Bot API call on the showcase bot's quota) and per client IP. */
export const PREPARE_RATE = { perUser: 10, perIp: 60 } as const;

const sandboxIdParams = z.object({ id: z.string().regex(/^sandbox-[0-9]+-[a-z0-9]{1,10}$/) });

/**
 * POST /api/account/share/prepared-message (Bot API 8.0 `savePreparedInlineMessage`): the logged-in shopper's card of a product
 * or of the showcase, stored for their Telegram account by the showcase's bot; the answer's id goes to
 * `Telegram.WebApp.shareMessage`. With DEMO=1 and the demo bot token the call goes to an in-memory sandbox, which
 * GET /api/test/telegram/prepared/{id} reads back for the «как в Telegram» launcher.
 */
export function shareMessageRoutes(app: FastifyInstance): void {
  const sandbox: SandboxPreparedMessage[] = [];
  const byUser = app.createRateLimit({
    max: PREPARE_RATE.perUser,
    timeWindow: 60_000,
    keyGenerator: (req) => `prepared-message-user:${req.user?.id ?? 0}`,
  });
  const byIp = app.createRateLimit({ max: PREPARE_RATE.perIp, timeWindow: 60_000, keyGenerator: (req) => `prepared-message-ip:${req.ip}` });
  const limit = async (req: FastifyRequest, reply: { header(name: string, value: number): unknown }) => {
    for (const check of [await byIp(req), await byUser(req)]) {
      if (!check.isAllowed && check.isExceeded) {
        reply.header('retry-after', check.ttlInSeconds);
        throw new AppError('RATE_LIMITED');
      }
    }
  };

  app.post('/api/account/share/prepared-message', async (req, reply) => {
    const user = requireUser(req);
    const showcase = requireShowcase(req);
    const body = validate(prepareShareMessageBodySchema, req.body ?? {}, requestLocale(req));
    await limit(req, reply);
    const token = botTokenFor(app.config, showcase);
    if (!token || !showcase.botUsername) throw new AppError('NOT_FOUND');
    const telegramId = await telegramIdOf(app, user.id);
    // Only a user with a Telegram account can send a prepared message (it is stored for that account).
    if (telegramId === null) throw new AppError('CONFLICT');
    const product = body.productId ? await productPage({ db: app.db, showcaseId: showcase.id, owner: ownerOf(req) }, body.productId) : null;
    const card: ShareCard = {
      showcase,
      refCode: user.refCode,
      cmp: body.cmp,
      origin: showcaseOrigin(app, req, showcase),
      product: product && { id: product.id, name: product.name, price: product.price, picture: product.picture },
      description: showcase.shareText,
    };
    const save = usesSandbox(app.config)
      ? sandboxSavePrepared(sandbox)
      : savePreparedInlineMessage(app.config.BOT_API_URL ?? 'https://api.telegram.org', token, fetch, app.config.OUTBOUND_TIMEOUT_MS);
    try {
      return await prepareShareCard(save, telegramId, card);
    } catch (err) {
      if (!(err instanceof BotApiError)) throw err;
      req.log.warn({ err }, 'savePreparedInlineMessage failed');
      throw new AppError('BOT_API_ERROR');
    }
  });

  if (app.config.DEMO) {
    /** DEMO: a card the sandbox stored, for the launcher's share preview. */
    app.get('/api/test/telegram/prepared/:id', (req) => {
      const { id } = validate(sandboxIdParams, req.params, requestLocale(req));
      const found = sandbox.find((m) => m.id === id);
      if (!found) throw new AppError('NOT_FOUND');
      return Promise.resolve(found);
    });
  }
}
