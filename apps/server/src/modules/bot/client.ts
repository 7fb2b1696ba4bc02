import { botApiResponseSchema } from '@storefront/contract/bot';

/** The parts of the Telegram Bot API the showcase bots use (https://core.telegram.org/bots/api). */
export type InlineButton = { text: string; url: string } | { text: string; web_app: { url: string } };

export interface SendMessage {
  chat_id: number;
  text: string;
  reply_markup?: { inline_keyboard: InlineButton[][] };
  link_preview_options?: { is_disabled: boolean };
  /** The message cannot be forwarded or saved: login links stay in the chat they were sent to. */
  protect_content?: boolean;
}

export interface SetWebhook {
  url: string;
  allowed_updates?: string[];
  drop_pending_updates?: boolean;
  /** Telegram sends it back in X-Telegram-Bot-Api-Secret-Token with every update (1–256 of A-Z a-z 0-9 _ -). */
  secret_token?: string;
}

/** The bot as getMe describes it (only what the server uses). */
export interface BotUser {
  id: number;
  is_bot: boolean;
  username: string;
  first_name: string;
}

export interface BotApi {
  getMe(): Promise<BotUser>;
  sendMessage(message: SendMessage): Promise<unknown>;
  setWebhook(options: SetWebhook): Promise<unknown>;
}

export interface BotApiCallRecord {
  /** The bot id (the part of the token before the colon): the secret part is never recorded. */
  botId: string;
  method: string;
  body: unknown;
}

/** The Bot API could not be reached or refused the call. The message never contains the URL (it holds the token). */
export class BotApiError extends Error {
  /** True when the Bot API answered (and refused); false when it could not be reached or answered nonsense. */
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
  }
}

/** Default time limit of one Bot API call; the app passes config OUTBOUND_TIMEOUT_MS. */
const TIMEOUT_MS = 3_000;

export type BotFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<Response>;

/** A Bot API client for one bot token; `baseUrl` is config BOT_API_URL (Telegram, or a local fake in tests). */
export function botApi(baseUrl: string, token: string, fetchImpl: BotFetch = fetch, timeoutMs = TIMEOUT_MS): BotApi {
  const base = `${baseUrl.replace(/\/+$/, '')}/bot${token}`;

  const call = async (method: string, body: object): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetchImpl(`${base}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new BotApiError(`Bot API ${method} unreachable (${(err as Error).name})`);
    }
    const text = await res.text().catch(() => '');
    let parsed: ReturnType<typeof botApiResponseSchema.safeParse>;
    try {
      parsed = botApiResponseSchema.safeParse(JSON.parse(text));
    } catch {
      throw new BotApiError(`Bot API ${method} answered ${res.status} without JSON`);
    }
    if (!parsed.success) throw new BotApiError(`Bot API ${method} answered ${res.status} with an unexpected body`);
    if (!res.ok || !parsed.data.ok)
      throw new BotApiError(`Bot API ${method} answered ${res.status}: ${(parsed.data.description ?? '').slice(0, 200)}`, true);
    return parsed.data.result;
  };

  return {
    getMe: async () => {
      const me = botUserOf(await call('getMe', {}));
      if (!me) throw new BotApiError('Bot API getMe answered without a bot');
      return me;
    },
    sendMessage: (message) => call('sendMessage', message),
    setWebhook: (options) => call('setWebhook', options),
  };
}

function botUserOf(raw: unknown): BotUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'number' || r.is_bot !== true || typeof r.username !== 'string') return null;
  return { id: r.id, is_bot: true, username: r.username, first_name: typeof r.first_name === 'string' ? r.first_name : r.username };
}

/**
 * DEMO sandbox of the Telegram Bot API (DEMO=1 without BOT_API_URL): answers getMe, setWebhook and sendMessage as
 * Telegram does and records every call, newest last (at most 200; GET /api/test/telegram/calls). getMe knows any
 * well-formed token except those whose secret starts with `invalid` (to try the refusal), naming the bot
 * `demo{bot id}_bot`.
 */
export function sandboxBotApi(token: string, calls: BotApiCallRecord[]): BotApi {
  const botId = token.split(':')[0] ?? '';
  const record = (method: string, body: unknown) => {
    calls.push({ botId, method, body });
    if (calls.length > 200) calls.splice(0, calls.length - 200);
  };
  const refused = (token.split(':')[1] ?? '').startsWith('invalid');
  return {
    getMe: () => {
      record('getMe', {});
      if (refused) return Promise.reject(new BotApiError('Bot API getMe answered 401: Unauthorized', true));
      return Promise.resolve({ id: Number(botId), is_bot: true, username: `demo${botId}_bot`, first_name: `Demo ${botId}` });
    },
    sendMessage: (message) => {
      record('sendMessage', message);
      return Promise.resolve({ message_id: calls.length, date: Math.floor(Date.now() / 1000) });
    },
    setWebhook: (options) => {
      record('setWebhook', {
        ...options,
        url: options.url.replace(/\/[0-9a-f]{64}$/, '/[hidden]'),
        secret_token: options.secret_token && '[hidden]',
      });
      return Promise.resolve(true);
    },
  };
}
