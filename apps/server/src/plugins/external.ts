import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { CSP_DIRECTIVES } from '../lib/csp';

/** Third-party plugins: cookies, security headers, gzip/brotli, and the rate limiter (applied per route). */
export const externalPlugins = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    // The security headers are the same on every answer: computed once, set from memory. (@fastify/helmet
    // rebuilds helmet and re-parses the CSP directives on every request, 4 % of a cached read's CPU.)
    const headers = await securityHeaders();
    app.addHook('onRequest', (_req, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await app.register(rateLimit, { global: false, ...(await sharedCounters(app)) });
  },
  { name: 'external' },
);

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // Framing is governed by CSP frame-ancestors (Telegram Web); X-Frame-Options cannot express it.
  frameguard: false,
  crossOriginResourcePolicy: { policy: 'same-site' as const },
};

/** The headers helmet sets with HELMET_OPTIONS, read off one answer of a throwaway instance. */
export async function securityHeaders(): Promise<Array<[string, string]>> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', (_req, reply) => reply.raw.getHeaders());
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    const set = res.json<Record<string, string | number | string[]>>();
    return Object.entries(set).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
  } finally {
    await probe.close();
  }
}

/** Redis answers a rate-limit check within this, or the request goes on unlimited (below). */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_ERROR_LOG_INTERVAL_MS = 30_000;
const REDIS_START_WAIT_MS = 2_000;

/**
 * With REDIS_URL the limiters count in Redis, so a limit holds across every node behind the load balancer;
 * without it each process counts for itself. A Redis that is down or slow never blocks or fails a request: the
 * check is skipped while the connection is down, gives up after 500 ms on a slow Redis, and the request goes
 * through (allowList, skipOnError) — limits pause,
 * the store keeps serving — and the outage is logged at most every 30 s. The client reconnects by itself.
 */
async function sharedCounters(
  app: FastifyInstance,
): Promise<{ redis: Redis; nameSpace: string; skipOnError: boolean; allowList: () => boolean } | Record<string, never>> {
  const url = app.config.REDIS_URL;
  if (!url) return {};
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastLogged = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastLogged < REDIS_ERROR_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    app.log.warn({ err }, 'redis unavailable: rate limits are not enforced until it is back');
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  // Start-up waits for the connection a moment, so a node serves with its limits on; a Redis that is down
  // does not hold the start up (the limits start when it comes).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_START_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  // While the connection is down no check waits for it at all (the limits pause until it is back).
  return { redis, nameSpace: 'storefront:rl:', skipOnError: true, allowList: () => redis.status !== 'ready' };
}
