import { CSRF_HEADER, CSRF_HEADER_VALUE, LOCALE_HEADER } from '@storefront/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { splitHost } from '../lib/host';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Origin names the host the request came to (default ports normalised). */
function isOwnHost(origin: URL, host: string): boolean {
  if (!splitHost(host)) return false;
  try {
    return origin.host === new URL(`${origin.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** The path the router matched (percent-decoded, e.g. `/%61pi/tg` → `/api/tg`); the raw URL for unmatched OPTIONS. */
function apiPath(req: FastifyRequest): string {
  return req.routeOptions.url ?? req.url;
}

/**
 * CSRF and CORS for /api (DESIGN §5). A state-changing call needs the client's custom header, an allowed
 * Origin when the browser sends one, and a JSON body (form encodings are what cross-site forms can forge).
 * Allowed origins: the host the request came to (a showcase's domain or alias host serves this app and calls
 * its own origin) and PUBLIC_ORIGINS. No wildcard, and no other showcase's domain: a custom domain is typed in
 * by any seller without proof of ownership, so trusting it would hand credentialed CORS to whoever runs it.
 */
export const csrfPlugin = fp(
  (app: FastifyInstance) => {
    const publicOrigins = new Set(app.config.PUBLIC_ORIGINS.map((o) => new URL(o).origin));

    const isAllowedOrigin = (origin: string, req: FastifyRequest): boolean => {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (url.origin !== origin || !['http:', 'https:'].includes(url.protocol)) return false;
      return publicOrigins.has(origin) || isOwnHost(url, req.host);
    };

    const allowCors = (reply: FastifyReply, origin: string) => {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
    };

    app.addHook('onRequest', async (req, reply) => {
      if (!apiPath(req).startsWith('/api/')) return;
      const origin = req.headers.origin;
      const allowed = origin !== undefined && isAllowedOrigin(origin, req);
      // Answers differ by Origin (CORS headers), so no shared cache may hand one origin's answer to another.
      reply.header('vary', 'Origin');
      if (allowed) allowCors(reply, origin);
      if (req.method === 'OPTIONS') {
        if (allowed) {
          reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
          reply.header('access-control-allow-headers', `content-type, ${CSRF_HEADER}, ${LOCALE_HEADER}, idempotency-key`);
          reply.header('access-control-max-age', '600');
        }
        return reply.code(204).send();
      }
      if (!STATE_CHANGING.has(req.method) || req.routeOptions.config.csrf === false) return;
      if (req.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw new AppError('CSRF_REJECTED');
      if (origin !== undefined && !allowed) throw new AppError('CSRF_REJECTED');
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const multipartOk = type === 'multipart/form-data' && req.routeOptions.config.multipart === true;
      if (type !== '' && type !== 'application/json' && !multipartOk) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    });
  },
  { name: 'csrf' },
);
