import { z } from 'zod';

/**
 * Telegram Bot API updates as the showcase bot's webhook receives them (POST /api/bot/{showcase}/{secret}).
 * Only the fields the server acts on are described; Telegram adds fields over time, so objects stay loose.
 */
const telegramId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const botUserSchema = z.looseObject({
  id: telegramId,
  is_bot: z.boolean(),
  first_name: z.string().max(256),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  language_code: z.string().max(16).optional(),
});

export const botMessageSchema = z.looseObject({
  message_id: z.number().int(),
  from: botUserSchema.optional(),
  chat: z.looseObject({ id: z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER), type: z.string().max(32) }),
  text: z.string().max(4096).optional(),
});
export type BotMessage = z.infer<typeof botMessageSchema>;

/** The envelope every update has; the message part is parsed separately so unknown update kinds are ignored, not refused. */
export const botUpdateSchema = z.looseObject({
  update_id: z.number().int().nonnegative(),
  message: z.unknown().optional(),
});

/** A Telegram start parameter (`/start <payload>`, `startapp=`): Telegram allows `[A-Za-z0-9_-]`, at most 64. */
export const startPayloadSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GET /api/auth/link?token= — the one-time login token the bot sent (256-bit, base64url). */
export const authLinkQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** Bot API answers: `{ ok: true, result }` or `{ ok: false, description }`. */
export const botApiResponseSchema = z.looseObject({
  ok: z.boolean(),
  description: z.string().optional(),
  result: z.unknown().optional(),
});

/** A Telegram bot token as @BotFather hands it out: `{bot id}:{secret}`. */
export const TELEGRAM_BOT_TOKEN_PATTERN = /^\d{1,20}:[A-Za-z0-9_-]{10,100}$/;

/** PUT /api/seller/showcases/{id}/telegram-bot (owner only): the token is checked with getMe, sealed at rest, never sent back. */
export const telegramBotTokenBodySchema = z.object({ token: z.string().trim().regex(TELEGRAM_BOT_TOKEN_PATTERN) });
export type TelegramBotTokenBody = z.infer<typeof telegramBotTokenBodySchema>;

/**
 * The showcase's bots as its staff see them (GET /api/seller/showcases/{id}/bots). `source`: where the Telegram token
 * comes from (`own`: pasted by the owner; `env`: TELEGRAM_BOT_TOKENS, which overrides the own one; `demo`: the DEMO
 * token; null: none). `maskedToken` shows only the bot id and the last 4 characters. `canManage`: the caller is the
 * owner. `notifyByBot`: the caller's own opt-in for event messages from the showcase's bots.
 */
export const showcaseBotsSchema = z.object({
  telegram: z.object({
    source: z.enum(['own', 'env', 'demo']).nullable(),
    username: z.string(),
    maskedToken: z.string().nullable(),
  }),
  max: z.object({ hasToken: z.boolean(), botName: z.string() }),
  canManage: z.boolean(),
  isStaff: z.boolean(),
  notifyByBot: z.boolean(),
});
export type ShowcaseBots = z.infer<typeof showcaseBotsSchema>;

/** PUT /api/seller/showcases/{id}/bot-notifications: the caller (owner or admin) opts in or out of bot messages. */
export const botNotificationsBodySchema = z.object({ enabled: z.boolean() });
export type BotNotificationsBody = z.infer<typeof botNotificationsBodySchema>;
