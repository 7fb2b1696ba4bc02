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

/** Requests per minute; generous enough for a shared NAT and for the test suites, tight enough for brute force. */
export const LIMITS = {
  startup: { perIp: 600, perSession: 60 },
  login: { perIp: 120, perSession: 20 },
} as const;

/**
 * Per-IP and per-session limits on one route (DESIGN §5). Counters live in this process;
 * behind several nodes each node enforces its share.
 */
export const rateLimitsPlugin = fp((app: FastifyInstance) => {
  const build = (limits: { perIp: number; perSession: number }): Limiter => {
    const byIp = app.createRateLimit({ max: limits.perIp, timeWindow: 60_000, keyGenerator: (req) => req.ip });
    const bySession = app.createRateLimit({ max: limits.perSession, timeWindow: 60_000, keyGenerator: (req) => req.session?.hash ?? '' });
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
  app.decorate('rateLimits', { startup: build(LIMITS.startup), login: build(LIMITS.login) });
}, { name: 'rate-limits', dependencies: ['session'] });
