import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotApiCall {
  token: string;
  method: string;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for api.telegram.org: answers `POST /bot{token}/{method}` like the Bot API and records
 * every call (getMe answers a bot `bot{id}_bot`). `failing = true` makes it answer as Telegram does when it refuses a call.
 */
export interface FakeBotApi {
  url: string;
  calls: BotApiCall[];
  failing: boolean;
  /** Tokens getMe answers 401 Unauthorized to, as Telegram does for a wrong or revoked token. */
  rejected: Set<string>;
  /** Methods answered like `failing`, whatever the token (e.g. setWebhook alone). */
  failingMethods: Set<string>;
  /** Resolves once `count` calls have arrived in total (the webhook answers before it sends). */
  waitForCalls(count: number, timeoutMs?: number): Promise<BotApiCall[]>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** What Telegram answers: the sent Message, a PreparedInlineMessage, else true. */
function resultOf(method: string, n: number): unknown {
  const now = Math.floor(Date.now() / 1000);
  if (method === 'sendMessage') return { message_id: n, date: now };
  if (method === 'savePreparedInlineMessage') return { id: `prepared-${n}`, expiration_date: now + 3600 };
  return true;
}

export async function startFakeBotApi(): Promise<FakeBotApi> {
  const calls: BotApiCall[] = [];
  const waiters: Array<() => void> = [];
  const fake = { failing: false, rejected: new Set<string>(), failingMethods: new Set<string>() } as FakeBotApi;

  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const m = /^\/bot(\d+:[A-Za-z0-9_-]+)\/([A-Za-z]+)$/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (!m || req.method !== 'POST' || req.headers['content-type'] !== 'application/json') {
        res.statusCode = 404;
        res.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
        return;
      }
      calls.push({ token: m[1]!, method: m[2]!, body: JSON.parse(text) as Record<string, unknown> });
      waiters.splice(0).forEach((wake) => wake());
      if (fake.rejected.has(m[1]!)) {
        res.statusCode = 401;
        res.end(JSON.stringify({ ok: false, error_code: 401, description: 'Unauthorized' }));
        return;
      }
      if (m[2] === 'getMe' && !fake.failing) {
        const id = Number(m[1]!.split(':')[0]);
        res.end(JSON.stringify({ ok: true, result: { id, is_bot: true, first_name: `Bot ${id}`, username: `bot${id}_bot` } }));
        return;
      }
      if (fake.failing || fake.failingMethods.has(m[2]!)) {
        res.statusCode = 400;
        res.end(JSON.stringify({ ok: false, error_code: 400, description: 'Bad Request: chat not found' }));
        return;
      }
      res.end(JSON.stringify({ ok: true, result: resultOf(m[2]!, calls.length) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    calls,
    async waitForCalls(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (calls.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} Bot API calls, got ${calls.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return calls.slice(0, count);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  });
}
