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
 * `…/suggestions/api/4_1/rs`): /api/suggest/address and /api/findById/delivery (also under
 * /api/suggest/findById/delivery), POST or GET, with `Authorization: Token {SUGGEST_TOKEN}`. Read-only and token-checked,
 * so it takes calls without the CSRF header, like the real service.
 */
export function suggestRoutes(app: FastifyInstance): void {
  const options = { config: { csrf: false as const } };
  const guard = (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (tokenOk(req, app.config.SUGGEST_TOKEN)) return true;
    void reply.code(401).send({ family: 'CLIENT_ERROR', reason: 'Unauthorized', message: 'Token is missing or wrong' });
    return false;
  };

  // DaData serves GET with the fields as query parameters as well as POST with a JSON body.
  const input = (req: FastifyRequest): unknown => (req.method === 'GET' ? req.query : req.body) ?? {};

  const address = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!guard(req, reply)) return reply;
    return { suggestions: suggestAddress(validate(suggestAddressBodySchema, input(req), requestLocale(req))) };
  };
  app.post('/api/suggest/address', options, address);
  app.get('/api/suggest/address', options, address);

  const delivery = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!guard(req, reply)) return reply;
    const body = validate(findDeliveryBodySchema, input(req), requestLocale(req));
    return { suggestions: findDelivery(body.query) };
  };
  for (const url of ['/api/findById/delivery', '/api/suggest/findById/delivery']) {
    app.post(url, options, delivery);
    app.get(url, options, delivery);
  }
}
