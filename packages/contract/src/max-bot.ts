import { z } from 'zod';

/**
 * MAX Bot API (dev.max.ru/docs-api): the Update objects its webhook delivers (POST /subscriptions → HTTPS POST with
 * header X-Max-Bot-Api-Secret) and the settings of a showcase's MAX bot. Only the fields the server acts on are
 * described; MAX adds fields over time, so objects stay loose.
 */
const maxId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const maxUserSchema = z.looseObject({
  user_id: maxId,
  first_name: z.string().max(256).optional(),
  last_name: z.string().max(256).nullish(),
  name: z.string().max(512).optional(),
  username: z.string().max(64).nullish(),
  is_bot: z.boolean().optional(),
});
export type MaxUser = z.infer<typeof maxUserSchema>;

/** `message_created`: a message with its sender, its recipient (the chat) and its body. */
export const maxMessageCreatedSchema = z.looseObject({
  update_type: z.literal('message_created'),
  timestamp: z.number().int(),
  message: z.looseObject({
    sender: maxUserSchema.optional(),
    recipient: z.looseObject({
      chat_id: z.number().int().nullish(),
      chat_type: z.string().max(32),
      user_id: z.number().int().nullish(),
    }),
    body: z.looseObject({ mid: z.string().max(256).optional(), text: z.string().max(4096).nullish() }),
  }),
  user_locale: z.string().max(16).nullish(),
});

/** `bot_started`: the user pressed «Начать», or opened `https://max.ru/{bot}?start={payload}`. */
export const maxBotStartedSchema = z.looseObject({
  update_type: z.literal('bot_started'),
  timestamp: z.number().int(),
  chat_id: z.number().int(),
  user: maxUserSchema,
  payload: z.string().max(512).nullish(),
  user_locale: z.string().max(16).nullish(),
});

/** The envelope every update has; known kinds are parsed separately, so unknown ones are ignored, not refused. */
export const maxUpdateSchema = z.looseObject({ update_type: z.string().max(64), timestamp: z.number().int() });

/** PUT /api/seller/showcases/{id}/max-bot: the token (sealed at rest, never sent back) and the bot's name for deep links. */
export const maxBotSettingsSchema = z.object({
  token: z.string().trim().min(16).max(200).nullable(),
  botName: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{0,64}$/),
});
export type MaxBotSettings = z.infer<typeof maxBotSettingsSchema>;

export const maxBotStatusSchema = z.object({ hasToken: z.boolean(), botName: z.string() });
export type MaxBotStatus = z.infer<typeof maxBotStatusSchema>;
