/**
 * The parts of the MAX Bot API the showcase bots use (dev.max.ru/docs-api): POST /messages?user_id= (NewMessageBody:
 * text, attachments with an inline keyboard) and POST /subscriptions (the webhook). The token travels in the
 * Authorization header (query tokens are no longer accepted).
 */
export type MaxButton = { type: 'link'; text: string; url: string } | { type: 'open_app'; text: string; web_app: string; payload?: string };

export interface MaxNewMessage {
  text: string;
  attachments?: { type: 'inline_keyboard'; payload: { buttons: MaxButton[][] } }[];
  /** No link preview: a preview fetch would spend a one-time login link. */
  disable_link_preview?: boolean;
}

export interface MaxApi {
  sendMessage(userId: number, message: MaxNewMessage): Promise<unknown>;
  subscribe(options: { url: string; update_types: string[]; secret: string }): Promise<unknown>;
}

export class MaxApiError extends Error {}

export interface MaxApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const TIMEOUT_MS = 10_000;

/** The real HTTP client for one bot token; `baseUrl` is MAX_API_URL (MAX, or a local fake in tests). */
export function maxApi(baseUrl: string, token: string, fetchImpl: typeof fetch = fetch): MaxApi {
  const base = baseUrl.replace(/\/+$/, '');
  const call = async (path: string, query: Record<string, string>, body: object): Promise<unknown> => {
    const url = `${base}${path}${Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : ''}`;
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new MaxApiError(`MAX API ${path} unreachable (${(err as Error).name})`);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new MaxApiError(`MAX API ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new MaxApiError(`MAX API ${path} answered ${res.status} without JSON`);
    }
  };
  return {
    sendMessage: (userId, message) => call('/messages', { user_id: String(userId) }, message),
    subscribe: (options) => call('/subscriptions', {}, options),
  };
}

/**
 * DEMO sandbox of the MAX Bot API (DEMO=1 without MAX_API_URL): answers as MAX does and records every call, newest
 * last, for the launcher's bridge log and GET /api/test/max/calls. Kept in memory, at most 200 calls.
 */
export function sandboxMaxApi(calls: MaxApiCall[]): MaxApi {
  const record = (path: string, query: Record<string, string>, body: unknown) => {
    calls.push({ method: 'POST', path, query, body });
    if (calls.length > 200) calls.splice(0, calls.length - 200);
  };
  return {
    sendMessage: (userId, message) => {
      record('/messages', { user_id: String(userId) }, message);
      return Promise.resolve({ message: { body: { mid: `mid.sandbox.${calls.length}`, text: message.text } } });
    },
    subscribe: (options) => {
      record('/subscriptions', {}, { ...options, secret: '[hidden]' });
      return Promise.resolve({ success: true });
    },
  };
}
