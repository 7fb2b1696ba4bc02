import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** Withdrawals and transfers per minute (DESIGN §5: rate limits per session and per IP on withdrawals). */
export const MONEY_LIMITS = { perIp: 120, perSession: 20 } as const;

type Check = ReturnType<FastifyInstance['createRateLimit']>;
const limiters = new WeakMap<FastifyInstance, { byIp: Check; bySession: Check }>();

export async function limitWithdrawals(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  let l = limiters.get(app);
  if (!l) {
    l = {
      byIp: app.createRateLimit({ max: MONEY_LIMITS.perIp, timeWindow: 60_000, keyGenerator: (r) => `money-ip:${r.ip}` }),
      bySession: app.createRateLimit({
        max: MONEY_LIMITS.perSession,
        timeWindow: 60_000,
        keyGenerator: (r) => `money-session:${r.session?.hash ?? ''}`,
      }),
    };
    limiters.set(app, l);
  }
  const checks = [await l.byIp(req)];
  if (req.session) checks.push(await l.bySession(req));
  const exceeded = checks.find((c) => !c.isAllowed && c.isExceeded);
  if (exceeded && !exceeded.isAllowed) {
    reply.header('retry-after', exceeded.ttlInSeconds);
    throw new AppError('RATE_LIMITED');
  }
}
