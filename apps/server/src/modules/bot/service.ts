import { PATHS } from '@storefront/contract/constants';
import { botMessageSchema, startPayloadSchema, type BotMessage } from '@storefront/contract/bot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originFor, showcaseHostname } from '../../lib/host';
import type { Showcase } from '../../lib/request-context';
import { upsertWithFreshRefCode } from '../identity/service';
import type { AppConfig } from '../../config';
import { botApi, sandboxBotApi, type BotApi, type BotApiCallRecord, type SendMessage } from './client';
import { createLoginToken, LOGIN_TOKEN_TTL_MINUTES, recordUpdate, sweepUpdates } from './repository';

export type BotCommand = { kind: 'login' } | { kind: 'open'; startapp: string | null };

const COMMAND = /^\/(start|login)(?:@[A-Za-z0-9_]{1,64})?(?:\s+([\s\S]*))?$/;

/** `/login`, `/start login` → login; `/start [payload]` → open the Mini App; anything else → null (ignored). */
export function parseCommand(text: string): BotCommand | null {
  const m = COMMAND.exec(text.trim());
  if (!m) return null;
  const arg = (m[2] ?? '').trim();
  if (m[1] === 'login' || arg === 'login') return { kind: 'login' };
  const payload = startPayloadSchema.safeParse(arg);
  return { kind: 'open', startapp: payload.success ? payload.data : null };
}

/** What the webhook has to do for an update, decided without I/O; null: nothing (the update is ignored). */
export interface BotTask {
  command: BotCommand;
  message: BotMessage & { from: NonNullable<BotMessage['from']> };
}

/** Only a person's command in a private chat with the bot counts: a login link must never land in a group. */
export function taskFor(rawMessage: unknown): BotTask | null {
  const parsed = botMessageSchema.safeParse(rawMessage);
  if (!parsed.success) return null;
  const message = parsed.data;
  const from = message.from;
  if (!from || from.is_bot || message.chat.type !== 'private' || message.chat.id !== from.id || !message.text) return null;
  const command = parseCommand(message.text);
  return command ? { command, message: { ...message, from } } : null;
}

/** A showcase's own address: its verified custom domain, else `{alias}.{BASE_DOMAIN}` (as the wow-tree lists it). */
export function showcaseOrigin(app: FastifyInstance, req: FastifyRequest, showcase: Showcase): string {
  return originFor(req, showcaseHostname(showcase, app.config));
}

/** A one-time web login link for a user (10 minutes, single use): both messengers' bots hand it out. */
export async function issueLoginLink(app: FastifyInstance, userId: number, origin: string): Promise<{ url: string; ttlMinutes: number }> {
  const token = await createLoginToken(app.db, userId);
  const link = new URL('/api/auth/link', origin);
  link.searchParams.set('token', token);
  return { url: link.toString(), ttlMinutes: LOGIN_TOKEN_TTL_MINUTES };
}

async function loginMessage(app: FastifyInstance, task: BotTask, showcase: Showcase, origin: string): Promise<SendMessage> {
  const { from } = task.message;
  const user = await upsertWithFreshRefCode(
    app,
    { id: from.id, first_name: from.first_name, last_name: from.last_name, username: from.username },
    { keepAvatar: true },
  );
  const token = await createLoginToken(app.db, user.id);
  const link = new URL('/api/auth/link', origin);
  link.searchParams.set('token', token);
  return {
    chat_id: task.message.chat.id,
    text: `Ссылка для входа на сайт «${showcase.name}». Она действует ${LOGIN_TOKEN_TTL_MINUTES} минут и открывается один раз. Не пересылайте её никому.`,
    reply_markup: { inline_keyboard: [[{ text: 'Войти на сайт', url: link.toString() }]] },
    // A preview fetch by Telegram would spend the one-time link before the user taps it.
    link_preview_options: { is_disabled: true },
    protect_content: true,
  };
}

function openMessage(task: BotTask, showcase: Showcase, origin: string, startapp: string | null): SendMessage {
  const url = new URL(PATHS.tgBundle, origin);
  if (startapp) url.searchParams.set('startapp', startapp);
  return {
    chat_id: task.message.chat.id,
    text: `Откройте витрину «${showcase.name}» прямо в Telegram.`,
    reply_markup: { inline_keyboard: [[{ text: 'Открыть витрину', web_app: { url: url.toString() } }]] },
  };
}

/** Carries out a task: the answer is sent through the Bot API of this showcase's bot. */
export async function runTask(app: FastifyInstance, task: BotTask, ctx: { showcase: Showcase; token: string; origin: string }): Promise<void> {
  const message =
    task.command.kind === 'login'
      ? await loginMessage(app, task, ctx.showcase, ctx.origin)
      : openMessage(task, ctx.showcase, ctx.origin, task.command.startapp);
  await telegramApiFor(app.config, ctx.token).sendMessage(message);
}

/** Calls the DEMO sandbox of the Telegram Bot API received in this process, newest last. */
export const telegramSandboxCalls: BotApiCallRecord[] = [];

/** The Telegram Bot API for a token: BOT_API_URL, else (DEMO) the recording sandbox, else api.telegram.org. */
export function telegramApiFor(config: AppConfig, token: string, timeoutMs = config.OUTBOUND_TIMEOUT_MS): BotApi {
  if (config.BOT_API_URL) return botApi(config.BOT_API_URL, token, fetch, timeoutMs);
  if (config.DEMO) return sandboxBotApi(token, telegramSandboxCalls);
  return botApi('https://api.telegram.org', token, fetch, timeoutMs);
}

/**
 * True the first time a bot update arrives for a showcase (Telegram by `update_id`, MAX by its message id or event
 * key); false for a redelivery, which then does nothing.
 */
export function isFirstDelivery(app: FastifyInstance, messenger: 'telegram' | 'max', showcaseId: number, key: string): Promise<boolean> {
  return recordUpdate(app.db, messenger, showcaseId, key);
}

/** Handled-update records are kept this many days: redeliveries come within hours (Telegram retries up to a day). */
export const BOT_UPDATES_KEEP_DAYS = 7;

/** Adds the sweep of old handled-update records to the one job runner, with housekeeping's interval. */
export function registerBotJobs(app: FastifyInstance): void {
  app.bonusMaturation.add({
    name: 'bot-updates-sweep',
    intervalMs: app.config.HOUSEKEEPING_INTERVAL_MS,
    run: () => sweepUpdates(app.db, BOT_UPDATES_KEEP_DAYS),
  });
}
