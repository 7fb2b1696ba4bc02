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
}

export interface BotApi {
  sendMessage(message: SendMessage): Promise<unknown>;
  setWebhook(options: SetWebhook): Promise<unknown>;
}

/** The Bot API could not be reached or refused the call. The message never contains the URL (it holds the token). */
export class BotApiError extends Error {}

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
      throw new BotApiError(`Bot API ${method} answered ${res.status}: ${(parsed.data.description ?? '').slice(0, 200)}`);
    return parsed.data.result;
  };

  return {
    sendMessage: (message) => call('sendMessage', message),
    setWebhook: (options) => call('setWebhook', options),
  };
}
