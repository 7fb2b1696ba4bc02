import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSP_DIRECTIVES } from '../lib/csp';

/** Third-party plugins: cookies, security headers, gzip/brotli, and the rate limiter (applied per route). */
export const externalPlugins = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Framing is governed by CSP frame-ancestors (Telegram Web); X-Frame-Options cannot express it.
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, { global: false });
}, { name: 'external' });
