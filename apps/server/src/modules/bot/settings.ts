import type { ShowcaseBots } from '@storefront/contract/bot';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { fieldText } from '../../lib/messages';
import type { Showcase } from '../../lib/request-context';
import { payoutKey, seal } from '../../lib/secret-box';
import { botTokenWithSource } from '../identity/service';
import { BotApiError } from './client';
import { saveBotToken } from './repository';
import { webhookPath, webhookSecret } from './secret';
import { telegramApiFor } from './service';

/** Only the bot id and the last 4 characters: enough to recognise a token, useless to anyone who sees the screen. */
export function maskToken(token: string): string {
  const [id = '', secret = ''] = token.split(':');
  return `${id}:…${secret.slice(-4)}`;
}

/** The Telegram part of a showcase's bots as its staff see it (never the token itself). */
export function telegramBotStatus(app: FastifyInstance, showcase: Showcase): ShowcaseBots['telegram'] {
  const resolved = botTokenWithSource(app.config, showcase);
  return {
    source: resolved?.source ?? null,
    username: showcase.botUsername,
    maskedToken: resolved && resolved.source !== 'demo' ? maskToken(resolved.token) : null,
  };
}

/** Bot tokens are the owner's: admins, operators and everyone else are refused. */
export function requireOwner(userId: number, showcase: Showcase): void {
  if (showcase.ownerId !== userId) throw new AppError('FORBIDDEN');
}

/**
 * The owner connects their own Telegram bot: the token is checked with getMe, the bot's webhook is pointed at this
 * showcase (`setWebhook` with `secret_token`), and only then the token is stored sealed with the bot's @username.
 * A refusal of either call stores nothing: BOT_TOKEN_REJECTED (getMe refused), BOT_WEBHOOK_REJECTED (setWebhook
 * refused, e.g. not a public HTTPS address) or BOT_API_UNAVAILABLE (not reached).
 */
export async function connectTelegramBot(app: FastifyInstance, showcase: Showcase, token: string, origin: string): Promise<void> {
  const api = telegramApiFor(app.config, token);
  let username: string;
  try {
    username = (await api.getMe()).username;
  } catch (err) {
    if (err instanceof BotApiError && err.refused) throw new AppError('BOT_TOKEN_REJECTED', {}, { token: fieldText('botTokenRejected') });
    throw new AppError('BOT_API_UNAVAILABLE');
  }
  try {
    await api.setWebhook({
      url: new URL(webhookPath(showcase.alias, token, showcase.id), origin).toString(),
      allowed_updates: ['message'],
      secret_token: webhookSecret(token, showcase.id),
    });
  } catch (err) {
    throw new AppError(err instanceof BotApiError && err.refused ? 'BOT_WEBHOOK_REJECTED' : 'BOT_API_UNAVAILABLE');
  }
  await saveBotToken(app.db, showcase.id, seal(payoutKey(app.config), token), username);
}

/** The owner disconnects their bot: the showcase falls back to TELEGRAM_BOT_TOKENS (or, in DEMO, the demo bot). */
export async function disconnectTelegramBot(app: FastifyInstance, showcase: Showcase): Promise<void> {
  await saveBotToken(app.db, showcase.id, null, null);
}
