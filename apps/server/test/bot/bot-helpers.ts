import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BotApiCall } from './fake-bot-api';
import { webhookPath } from '../../src/modules/bot/secret';

export interface TgFrom {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

let nextUpdateId = 1000;

/** A text message update from a person in their private chat with the bot, as Telegram posts it. */
export function textUpdate(from: TgFrom, text: string, chat: { id?: number; type?: string } = {}) {
  const updateId = nextUpdateId++;
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      from: { is_bot: false, language_code: 'ru', ...from },
      chat: { id: chat.id ?? from.id, type: chat.type ?? 'private', first_name: from.first_name },
      text,
      ...(text.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] } : {}),
    },
  };
}

/** POSTs to a webhook path the way Telegram does: JSON, no cookie, no CSRF header, no Origin. */
export function postUpdate(
  app: FastifyInstance,
  path: string,
  body: unknown,
  opts: { contentType?: string; raw?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': opts.contentType ?? 'application/json' },
    payload: opts.raw ?? JSON.stringify(body),
  });
}

export const hookPath = (alias: string, token: string, showcaseId: number) => webhookPath(alias, token, showcaseId);

/** The URL of the first inline button of a sent message (the login link or the Mini App). */
export function buttonOf(call: BotApiCall): { text: string; url?: string; web_app?: { url: string } } {
  const markup = call.body.reply_markup as { inline_keyboard: Array<Array<{ text: string; url?: string; web_app?: { url: string } }>> };
  const button = markup.inline_keyboard[0]?.[0];
  if (!button) throw new Error('message without a button');
  return button;
}
