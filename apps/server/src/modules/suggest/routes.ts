import { findDeliveryBodySchema, suggestAddressBodySchema } from '@storefront/contract/suggest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { findDelivery, suggestAddress } from './service';

function tokenOk(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Token ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The built-in address suggestion service in DaData's shapes (base `/api`, as SUGGEST_URL would be
 * `…/suggestions/api/4_1/rs`): POST /api/suggest/address and POST /api/findById/delivery (also under
 * /api/suggest/findById/delivery), with `Authorization: Token {SUGGEST_TOKEN}`. Read-only and token-checked,
 * so it takes calls without the CSRF header, like the real service.
 */
export function suggestRoutes(app: FastifyInstance): void {
  const options = { config: { csrf: false as const } };
  const guard = (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (tokenOk(req, app.config.SUGGEST_TOKEN)) return true;
    void reply.code(401).send({ family: 'CLIENT_ERROR', reason: 'Unauthorized', message: 'Token is missing or wrong' });
    return false;
  };

  app.post('/api/suggest/address', options, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const body = validate(suggestAddressBodySchema, req.body ?? {}, requestLocale(req));
    return { suggestions: suggestAddress(body.query, body.count) };
  });

  const delivery = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!guard(req, reply)) return reply;
    const body = validate(findDeliveryBodySchema, req.body ?? {}, requestLocale(req));
    return { suggestions: findDelivery(body.query) };
  };
  app.post('/api/findById/delivery', options, delivery);
  app.post('/api/suggest/findById/delivery', options, delivery);
}
