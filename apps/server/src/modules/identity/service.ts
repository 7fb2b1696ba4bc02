import { mergeStartQuery } from '@storefront/contract/start-param';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newRefCode } from '../../lib/crypto';
import { ed25519PublicKey, inspectHmacInitData, inspectThirdPartyInitData, type InitDataUser, type InspectedInitData } from '../../lib/init-data';
import type { CurrentUser, Showcase } from '../../lib/request-context';
import { open, payoutKey } from '../../lib/secret-box';
import { isInitDataRevoked } from './init-data-revocations';
import { consumeLinkCode } from './link-codes';
import {
  attachMessenger,
  findUser,
  findUserIdByMessenger,
  findUserIdByRefCode,
  messengerIdsOf,
  upsertMessengerUser,
  upsertOperator,
  type Messenger,
} from './repository';

export type { Messenger } from './repository';

/** Where a showcase's Telegram bot token comes from; null: it has none. */
export type BotTokenSource = 'env' | 'own' | 'demo';

/**
 * The showcase bot's token and its source: TELEGRAM_BOT_TOKENS by alias (an operator's override), else the owner's
 * own token (sealed in showcases.bot_token), else (DEMO only) DEMO_BOT_TOKEN.
 */
export function botTokenWithSource(
  config: AppConfig,
  showcase: Pick<Showcase, 'alias' | 'botToken'>,
): { token: string; source: BotTokenSource } | null {
  const fromEnv = config.TELEGRAM_BOT_TOKENS.get(showcase.alias);
  if (fromEnv) return { token: fromEnv, source: 'env' };
  if (showcase.botToken) {
    try {
      return { token: open(payoutKey(config), showcase.botToken), source: 'own' };
    } catch {
      return null;
    }
  }
  return config.DEMO ? { token: config.DEMO_BOT_TOKEN, source: 'demo' } : null;
}

/** The showcase bot's token (init data, webhook, login links, notifications): see botTokenWithSource. */
export function botTokenFor(config: AppConfig, showcase: Pick<Showcase, 'alias' | 'botToken'>): string | null {
  return botTokenWithSource(config, showcase)?.token ?? null;
}

/** The showcase's MAX bot token: its own (sealed in showcases.max_bot_token), else (DEMO only) DEMO_MAX_BOT_TOKEN. */
export function maxBotTokenFor(config: AppConfig, showcase: Pick<Showcase, 'maxBotToken'>): string | null {
  if (showcase.maxBotToken) {
    try {
      return open(payoutKey(config), showcase.maxBotToken);
    } catch {
      return null;
    }
  }
  return config.DEMO ? config.DEMO_MAX_BOT_TOKEN : null;
}

function displayName(user: InitDataUser, messenger: Messenger): string {
  const fallback = `${messenger === 'max' ? 'MAX' : 'Telegram'} ${user.id}`;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.username || fallback;
  return name.slice(0, 100);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Finds or creates the user of a Telegram or MAX account and refreshes their profile: init-data login and the bots'
 * `/start login` come here. `keepAvatar`: the source has no photo (bot updates), so a stored one stays.
 */
export async function upsertWithFreshRefCode(
  app: FastifyInstance,
  account: InitDataUser,
  opts: { keepAvatar?: boolean; messenger?: Messenger } = {},
): Promise<CurrentUser> {
  const messenger = opts.messenger ?? 'telegram';
  for (let attempt = 1; ; attempt++) {
    try {
      return await upsertMessengerUser(app.db, messenger, {
        accountId: account.id,
        name: displayName(account, messenger),
        username: account.username ?? null,
        avatarUrl: opts.keepAvatar ? undefined : account.photo_url && /^https:\/\//.test(account.photo_url) ? account.photo_url : null,
        refCode: newRefCode(),
      });
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

/**
 * Init data checked per host: MAX with the showcase's MAX bot token (dev.max.ru validation scheme); Telegram with the
 * showcase bot's token (HMAC), or, for a bot whose token this server does not hold (TELEGRAM_BOT_IDS), by its Ed25519
 * signature with Telegram's public key. Null when it does not check out at all; `fresh` false when only too old.
 */
export function inspectInitData(config: AppConfig, showcase: Showcase, messenger: Messenger, raw: string): InspectedInitData | null {
  const maxAge = config.TELEGRAM_AUTH_MAX_AGE;
  if (messenger === 'max') {
    const token = maxBotTokenFor(config, showcase);
    return token ? inspectHmacInitData(raw, token, maxAge) : null;
  }
  const token = botTokenFor(config, showcase);
  if (token) return inspectHmacInitData(raw, token, maxAge);
  const botId = config.TELEGRAM_BOT_IDS.get(showcase.alias);
  return botId ? inspectThirdPartyInitData(raw, botId, ed25519PublicKey(config.TELEGRAM_PUBLIC_KEY), maxAge) : null;
}

const refusal = (messenger: Messenger) => new AppError(messenger === 'max' ? 'MAX_INIT_DATA_INVALID' : 'INIT_DATA_INVALID');

/**
 * A one-time link code made on the logged-in side (POST /api/account/link-code) attaches this messenger account to
 * that user. Null when there is no usable code (spent, expired, unknown): the launch then logs in as usual.
 */
async function linkByCode(app: FastifyInstance, messenger: Messenger, account: InitDataUser, code: string): Promise<number | null> {
  return app.db.transaction(async (tx) => {
    const owner = await consumeLinkCode(tx, code);
    if (owner === null) return null;
    const holder = await findUserIdByMessenger(tx, messenger, account.id);
    if (holder !== null && holder !== owner) throw new AppError('IDENTITY_TAKEN');
    if (!(await attachMessenger(tx, owner, messenger, account.id))) throw new AppError('IDENTITY_TAKEN');
    return owner;
  });
}

/**
 * Mini App login (DESIGN §5) inside Telegram or MAX: init data checked for this showcase, the user created or refreshed
 * from it, the session rotated to that user. Init data past its age no longer logs anyone in, but a reload of an app
 * kept open longer goes on as the session's own user when that user holds this very account. Anything else invalid →
 * 401 and the session is untouched.
 */
export async function loginWithInitData(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  showcase: Showcase,
  raw: string,
  opts: { messenger?: Messenger; query?: Record<string, string> } = {},
): Promise<{ user: CurrentUser; startParam: string | null }> {
  const messenger = opts.messenger ?? 'telegram';
  const inspected = inspectInitData(app.config, showcase, messenger, raw);
  if (!inspected || (await isInitDataRevoked(app.db, inspected.hash))) throw refusal(messenger);
  if (!inspected.fresh) {
    const own = req.user ? await messengerIdsOf(app.db, req.user.id) : null;
    if (!req.user || own?.[messenger] !== inspected.user.id) throw refusal(messenger);
    return { user: req.user, startParam: inspected.startParam };
  }
  // The link code rides in the start parameter (a deep link from the logged-in side) or the page's own query.
  const linkCode = mergeStartQuery(opts.query ?? {}, inspected.startParam).link;
  const linkedTo = linkCode ? await linkByCode(app, messenger, inspected.user, linkCode) : null;
  const user =
    linkedTo !== null
      ? await findUser(app.db, linkedTo).then((u) => u ?? Promise.reject(new Error('linked user vanished')))
      : await upsertWithFreshRefCode(app, inspected.user, { messenger });
  if (req.session?.userId === user.id) req.user = user;
  else await app.sessions.login(req, reply, user.id);
  if (req.session?.data.initData?.hash !== inspected.hash) {
    await app.sessions.patchData(req, { initData: { hash: inspected.hash, expiresAt: inspected.authDate + app.config.TELEGRAM_AUTH_MAX_AGE } });
  }
  return { user, startParam: inspected.startParam };
}

/** The user whose referral code this is (null for an unknown code). */
export function userIdByRefCode(db: Db, refCode: string): Promise<number | null> {
  return findUserIdByRefCode(db, refCode);
}

/**
 * `npm run create-operator -- --telegram-id …`: the production bootstrap (DEMO=0 seeds nobody). The Telegram
 * account becomes an operator, created if it never logged in; running it again changes nothing.
 */
export async function createOperator(
  db: Db,
  input: { telegramId: number; name?: string | undefined; username?: string | undefined },
): Promise<{ id: number; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await upsertOperator(db, {
        telegramId: input.telegramId,
        name: (input.name?.trim() || `Telegram ${input.telegramId}`).slice(0, 100),
        username: input.username?.replace(/^@/, '') || null,
        refCode: newRefCode(),
      });
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}
