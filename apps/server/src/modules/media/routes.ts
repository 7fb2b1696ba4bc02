import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/crypto';
import { SVG_CSP } from '../../lib/csp';
import { findPublicImage } from './service';

const PATH_RE = /^[A-Za-z0-9._/-]{1,512}$/;

/** Images from the database (spec §9 paths): ETag, one day of caching (logos bust it with ?t=). */
export function mediaRoutes(app: FastifyInstance): void {
  const serve = (prefix: string) => async (req: FastifyRequest, reply: FastifyReply) => {
    const path = prefix + (req.params as { '*': string })['*'];
    if (!PATH_RE.test(path) || path.includes('..')) throw new AppError('NOT_FOUND');
    const file = await findPublicImage(app.db, path);
    if (!file) throw new AppError('NOT_FOUND');
    const etag = `"${sha256Hex(file.data).slice(0, 32)}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
    if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(file.contentType).send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
  };
  app.get('/images/*', serve('images/'));
  app.get('/api/stat/images/*', serve('api/stat/images/'));
}
