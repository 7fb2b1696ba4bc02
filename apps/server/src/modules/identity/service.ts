import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { newRefCode } from '../../lib/crypto';
import type { CurrentUser, Showcase } from '../../lib/request-context';
import { verifyInitData, type TelegramUser } from '../../lib/telegram';
import { isInitDataRevoked } from './init-data-revocations';
import { upsertTelegramUser } from './repository';

/** The showcase bot's token: TELEGRAM_BOT_TOKENS by alias, else (DEMO only) DEMO_BOT_TOKEN. */
export function botTokenFor(config: AppConfig, showcase: Showcase): string | null {
  return config.TELEGRAM_BOT_TOKENS.get(showcase.alias) ?? (config.DEMO ? config.DEMO_BOT_TOKEN : null);
}

function displayName(user: TelegramUser): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.username || `Telegram ${user.id}`;
  return name.slice(0, 100);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Finds or creates the user of a Telegram account and refreshes their profile: init-data login and the bot's
 * `/start login` both come here. `keepAvatar`: the source has no photo (bot updates), so a stored one stays.
 */
export async function upsertWithFreshRefCode(app: FastifyInstance, tg: TelegramUser, opts: { keepAvatar?: boolean } = {}): Promise<CurrentUser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await upsertTelegramUser(app.db, {
        telegramId: tg.id,
        name: displayName(tg),
        username: tg.username ?? null,
        avatarUrl: opts.keepAvatar ? undefined : tg.photo_url && /^https:\/\//.test(tg.photo_url) ? tg.photo_url : null,
        refCode: newRefCode(),
      });
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

/**
 * Telegram Mini App login (DESIGN §5): init data checked with this showcase's bot token, the user created
 * or refreshed from it, the session rotated to that user. Anything invalid → 401 and the session is untouched.
 */
export async function loginWithInitData(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  showcase: Showcase,
  tgData: string,
): Promise<{ user: CurrentUser; startParam: string | null }> {
  const token = botTokenFor(app.config, showcase);
  const verified = token ? verifyInitData(tgData, token, app.config.TELEGRAM_AUTH_MAX_AGE) : null;
  if (!verified || (await isInitDataRevoked(app.db, verified.hash))) throw new AppError('INIT_DATA_INVALID');
  const user = await upsertWithFreshRefCode(app, verified.user);
  if (req.session?.userId === user.id) req.user = user;
  else await app.sessions.login(req, reply, user.id);
  if (req.session?.data.initData?.hash !== verified.hash) {
    await app.sessions.patchData(req, { initData: { hash: verified.hash, expiresAt: verified.authDate + app.config.TELEGRAM_AUTH_MAX_AGE } });
  }
  return { user, startParam: verified.startParam };
}
