import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The CDEK sandbox's OAuth (client_credentials, POST /v2/oauth/token): a bearer token is the account, its expiry and
 * an HMAC of both with the configured secret, so any node of the store can check a token another one issued.
 */
export const TOKEN_TTL_S = 3600;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function issueToken(app: FastifyInstance, now: number): string {
  const payload = `${Buffer.from(app.config.CDEK_ACCOUNT).toString('base64url')}.${Math.floor(now / 1000) + TOKEN_TTL_S}`;
  return `${payload}.${sign(app.config.CDEK_SECRET, payload)}`;
}

export function bearerOk(app: FastifyInstance, req: FastifyRequest): boolean {
  const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!m) return false;
  const parts = m[1]!.split('.');
  if (parts.length !== 3) return false;
  const expected = Buffer.from(sign(app.config.CDEK_SECRET, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) && Number(parts[1]) * 1000 > Date.now();
}
