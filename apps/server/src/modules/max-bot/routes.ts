import { maxBotSettingsSchema, maxUpdateSchema, type MaxBotStatus } from '@storefront/contract/max-bot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import type { Showcase } from '../../lib/request-context';
import { validate } from '../../lib/validate';
import { isFirstDelivery, showcaseOrigin } from '../bot/service';
import { maxBotTokenFor } from '../identity/service';
import { canAdminister, showcaseByAlias, showcaseById } from '../showcases/service';
import { isMaxWebhookSecret } from './secret';
import { maxTaskFor, maxUpdateKey, runMaxTask, sandboxCalls } from './service';
import { saveMaxBotSettings } from './settings';
import { backgroundWork } from '../../lib/background';

const SECRET_HEADER = 'x-max-bot-api-secret';

function webhookShowcase(app: FastifyInstance, key: string): Promise<Showcase | null> {
  if (/^\d{1,10}$/.test(key)) return showcaseById(app.db, Number(key));
  if (/^[A-Za-z0-9-]{1,32}$/.test(key)) return showcaseByAlias(app.db, key.toLowerCase());
  return Promise.resolve(null);
}

/**
 * MAX webhook of each showcase's MAX bot (POST /api/max-bot/{showcase}): MAX sends the subscription's secret in
 * X-Max-Bot-Api-Secret; an unknown showcase, one without a MAX bot or a wrong secret is a plain 404 before the body
 * is read. The answer is immediate, the work (user, login token, POST /messages) runs after it.
 */
export function maxBotRoutes(app: FastifyInstance): void {
  const context = new WeakMap<FastifyRequest, { showcase: Showcase; token: string }>();
  const inBackground = backgroundWork(app);

  const authorise = async (req: FastifyRequest) => {
    const { showcase: key = '' } = req.params as Record<string, string | undefined>;
    const secret = req.headers[SECRET_HEADER];
    const showcase = await webhookShowcase(app, key);
    const token = showcase ? maxBotTokenFor(app.config, showcase) : null;
    if (!showcase || !token || typeof secret !== 'string' || !isMaxWebhookSecret(token, showcase.id, secret)) throw new AppError('NOT_FOUND');
    context.set(req, { showcase, token });
  };

  app.post(
    '/api/max-bot/:showcase',
    { onRequest: authorise, bodyLimit: 256 * 1024, config: { csrf: false as const, allowBanned: true as const } },
    async (req, reply) => {
      const ctx = context.get(req);
      if (!ctx) throw new AppError('NOT_FOUND');
      validate(maxUpdateSchema, req.body, requestLocale(req));
      // A redelivered update (the same JSON again) does nothing.
      if (!(await isFirstDelivery(app, 'max', ctx.showcase.id, maxUpdateKey(req.body)))) return reply.code(200).send({ ok: true });
      const task = maxTaskFor(req.body);
      if (task) {
        const origin = showcaseOrigin(app, req, ctx.showcase);
        inBackground(runMaxTask(app, task, { ...ctx, origin }), (err) => req.log.error({ err }, 'MAX update failed'));
      }
      return reply.code(200).send({ ok: true });
    },
  );

  /** The showcase's MAX bot: whether a token is stored (never the token itself) and its name. */
  app.get('/api/seller/showcases/:id/max-bot', async (req): Promise<MaxBotStatus> => {
    const showcase = await adminShowcase(app, req);
    return { hasToken: showcase.maxBotToken !== null, botName: showcase.maxBotName };
  });

  app.put('/api/seller/showcases/:id/max-bot', async (req): Promise<MaxBotStatus> => {
    const showcase = await adminShowcase(app, req);
    // Bot tokens are the owner's (like the Telegram one): admins and operators are refused.
    if (showcase.ownerId !== requireUser(req).id) throw new AppError('FORBIDDEN');
    const body = validate(maxBotSettingsSchema, req.body, requestLocale(req));
    await saveMaxBotSettings(app, showcase.id, body);
    return { hasToken: body.token !== null, botName: body.botName };
  });

  if (app.config.DEMO && !app.config.MAX_API_URL) {
    /** DEMO: what the MAX Bot API sandbox was asked to do, newest last. */
    app.get('/api/test/max/calls', () => Promise.resolve({ calls: sandboxCalls }));
  }
}

async function adminShowcase(app: FastifyInstance, req: FastifyRequest): Promise<Showcase> {
  const user = requireUser(req);
  const id = Number((req.params as { id?: string }).id);
  const showcase = Number.isSafeInteger(id) && id > 0 ? await showcaseById(app.db, id) : null;
  if (!showcase) throw new AppError('NOT_FOUND');
  if (!(await canAdminister(app.db, user, showcase.id))) throw new AppError('FORBIDDEN');
  return showcase;
}
