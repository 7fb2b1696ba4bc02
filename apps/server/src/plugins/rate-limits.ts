import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

type Limiter = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RateLimits {
  startup: Limiter;
  login: Limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/**
 * Requests per minute; generous enough for a shared NAT, for typing into a search box and for the test suites,
 * tight enough for brute force and for filling the disk with uploads. Checkout (orders/routes.ts, configurable)
 * and withdrawals/transfers (bonuses/rate-limit.ts) keep limiters of their own.
 */
export const LIMITS = {
  startup: { perIp: 600, perSession: 60 },
  login: { perIp: 120, perSession: 20 },
  claims: { perIp: 60, perSession: 10 },
  uploads: { perIp: 120, perSession: 30 },
  search: { perIp: 1200, perSession: 120 },
} as const;
export type LimitName = keyof typeof LIMITS;

/**
 * Routes limited by this plugin itself, by the matched route: the route files stay free of it, and a route
 * moved between modules keeps its limit. Startup and the demo logins attach `app.rateLimits.*` themselves.
 */
export const ROUTE_LIMITS: Readonly<Record<string, Exclude<LimitName, 'startup' | 'login'>>> = {
  'POST /api/account/claims': 'claims',
  'POST /api/account/showcases/logo': 'uploads',
  'POST /api/account/showcases/actions/picture': 'uploads',
  'POST /api/account/mlm/upload': 'uploads',
  'GET /api/catalog/search': 'search',
  'GET /api/catalog/suggest': 'search',
  'POST /api/suggest/address': 'search',
  'POST /api/findById/delivery': 'search',
  'POST /api/suggest/findById/delivery': 'search',
  'GET /api/suggest/address': 'search',
  'GET /api/findById/delivery': 'search',
  'GET /api/suggest/findById/delivery': 'search',
};

/**
 * Per-IP and per-session limits (DESIGN §5), checked when the request arrives (before a body is read).
 * Over the limit: 429 with Retry-After and the localised "too many requests" message. Counters live in Redis
 * when REDIS_URL is set, shared by every node (plugins/external.ts), else in this process. Every limiter's keys
 * start with its own name: in Redis all limiters share one key space.
 */
export const rateLimitsPlugin = fp(
  (app: FastifyInstance) => {
    const build = (name: LimitName): Limiter => {
      const limits = LIMITS[name];
      const byIp = app.createRateLimit({ max: limits.perIp, timeWindow: 60_000, keyGenerator: (req) => `${name}-ip:${req.ip}` });
      const bySession = app.createRateLimit({
        max: limits.perSession,
        timeWindow: 60_000,
        keyGenerator: (req) => `${name}-session:${req.session?.hash ?? ''}`,
      });
      return async (req, reply) => {
        const checks = [await byIp(req)];
        if (req.session) checks.push(await bySession(req));
        const exceeded = checks.find((c) => !c.isAllowed && c.isExceeded);
        if (exceeded && !exceeded.isAllowed) {
          reply.header('retry-after', exceeded.ttlInSeconds);
          throw new AppError('RATE_LIMITED');
        }
      };
    };
    const limiters = Object.fromEntries(Object.keys(LIMITS).map((name) => [name, build(name as LimitName)])) as Record<LimitName, Limiter>;
    app.decorate('rateLimits', { startup: limiters.startup, login: limiters.login });

    app.addHook('onRequest', async (req, reply) => {
      const name = ROUTE_LIMITS[`${req.method} ${req.routeOptions.url ?? ''}`];
      if (name) await limiters[name](req, reply);
    });
  },
  { name: 'rate-limits', dependencies: ['session'] },
);
