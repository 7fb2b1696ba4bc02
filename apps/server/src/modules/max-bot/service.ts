import { maxBotStartedSchema, maxMessageCreatedSchema, type MaxUser } from '@storefront/contract/max-bot';
import { startPayloadSchema } from '@storefront/contract/bot';
import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../../lib/crypto';
import type { Showcase } from '../../lib/request-context';
import { issueLoginLink, parseCommand, type BotCommand } from '../bot/service';
import { upsertWithFreshRefCode } from '../identity/service';
import { maxApi, sandboxMaxApi, type MaxApi, type MaxApiCall, type MaxNewMessage } from './client';

/** What an update asks for, decided without I/O; null: nothing (ignored). */
export interface MaxTask {
  command: BotCommand;
  user: MaxUser;
}

/**
 * `message_created` in a dialog with a person: `/login`, `/start login` → login link; `/start [payload]` → the
 * showcase's Mini App. `bot_started` (the «Начать» button or a `?start=` deep link): payload `login` → login link,
 * another payload → the Mini App with that start parameter (the same forms as Telegram's).
 */
export function maxTaskFor(update: unknown): MaxTask | null {
  const created = maxMessageCreatedSchema.safeParse(update);
  if (created.success) {
    const { sender, recipient, body } = created.data.message;
    if (!sender || sender.is_bot || recipient.chat_type !== 'dialog' || !body.text) return null;
    const command = parseCommand(body.text);
    return command ? { command, user: sender } : null;
  }
  const started = maxBotStartedSchema.safeParse(update);
  if (started.success) {
    const payload = (started.data.payload ?? '').trim();
    if (payload === 'login') return { command: { kind: 'login' }, user: started.data.user };
    const startapp = startPayloadSchema.safeParse(payload);
    return { command: { kind: 'open', startapp: startapp.success ? startapp.data : null }, user: started.data.user };
  }
  return null;
}

/** The MAX deep link into the showcase's Mini App: `https://max.ru/{bot}?startapp={start parameter}`. */
export function maxAppLink(botName: string, startapp: string | null): string {
  const url = new URL(`https://max.ru/${botName}`);
  if (startapp) url.searchParams.set('startapp', startapp);
  return url.toString();
}

/** Calls recorded by the DEMO sandbox of this process (the launcher's bridge log shows them). */
export const sandboxCalls: MaxApiCall[] = [];

/** The MAX Bot API client for a token: MAX_API_URL, else (DEMO) the recording sandbox. */
export function maxApiFor(app: FastifyInstance, token: string): MaxApi | null {
  if (app.config.MAX_API_URL) return maxApi(app.config.MAX_API_URL, token);
  return app.config.DEMO ? sandboxMaxApi(sandboxCalls) : null;
}

function userName(user: MaxUser): { first_name?: string; last_name?: string } {
  if (user.first_name) return { first_name: user.first_name, last_name: user.last_name ?? undefined };
  const [first, ...rest] = (user.name ?? '').split(' ');
  return { first_name: first || undefined, last_name: rest.join(' ') || undefined };
}

async function answerFor(app: FastifyInstance, task: MaxTask, showcase: Showcase, origin: string): Promise<MaxNewMessage> {
  if (task.command.kind === 'login') {
    const user = await upsertWithFreshRefCode(
      app,
      { id: task.user.user_id, ...userName(task.user), username: task.user.username ?? undefined },
      { keepAvatar: true, messenger: 'max' },
    );
    const link = await issueLoginLink(app, user.id, origin);
    return {
      text: `Ссылка для входа на сайт «${showcase.name}». Она действует ${link.ttlMinutes} минут и открывается один раз. Не пересылайте её никому.`,
      attachments: [{ type: 'inline_keyboard', payload: { buttons: [[{ type: 'link', text: 'Войти на сайт', url: link.url }]] } }],
      disable_link_preview: true,
    };
  }
  const url = showcase.maxBotName ? maxAppLink(showcase.maxBotName, task.command.startapp) : new URL('/', origin).toString();
  return {
    text: `Откройте витрину «${showcase.name}» прямо в MAX.`,
    attachments: [{ type: 'inline_keyboard', payload: { buttons: [[{ type: 'link', text: 'Открыть витрину', url }]] } }],
  };
}

/** Carries out a task: the answer goes to the user's dialog through this showcase's MAX bot. */
export async function runMaxTask(app: FastifyInstance, task: MaxTask, ctx: { showcase: Showcase; token: string; origin: string }): Promise<void> {
  const api = maxApiFor(app, ctx.token);
  if (!api) return;
  await api.sendMessage(task.user.user_id, await answerFor(app, task, ctx.showcase, ctx.origin));
}

/**
 * The key a MAX update is deduplicated by. MAX updates carry no update_id, and a redelivery is the same JSON: the key is
 * the update kind with the SHA-256 of its canonical JSON (keys sorted), so a message id, a timestamp and a payload all count.
 */
export function maxUpdateKey(update: unknown): string {
  const kind = (update as { update_type?: unknown }).update_type;
  return `${typeof kind === 'string' ? kind.slice(0, 64) : '?'}:${sha256Hex(canonicalJson(update))}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
