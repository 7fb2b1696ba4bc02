import { agentDocumentParamsSchema, agentDocumentUploadQuerySchema, agentUploadQuerySchema } from '@storefront/contract/agents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { addAgentDocument, agentDocumentFile, agentUpload } from './service';
import { readAgentDocument, registerDocumentUploads } from './upload';

const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** RFC 6266: an ASCII fallback name, and filename* with the stored name (already stripped of paths and control characters). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${rfc5987(fileName)}`;

/** Spec §7 `/account/mlm/upload/` (rq): the user's agent request with its documents, and document uploads; downloads. */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const rqOf = (req: FastifyRequest) => validate(agentUploadQuerySchema, req.query, requestLocale(req)).rq;

  app.get('/api/account/mlm/upload', async (req) => agentUpload(app.db, requireUser(req).id, rqOf(req)));

  app.get('/api/account/mlm/documents/:id', async (req, reply) => {
    const user = requireUser(req);
    const { id } = validate(agentDocumentParamsSchema, req.params, requestLocale(req));
    const file = await agentDocumentFile(app.db, user, id);
    reply
      .header('content-disposition', attachment(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store');
    return reply.type(file.contentType).send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
  });

  // Multipart is parsed only in this scope (CSRF allows multipart only on routes marked for it).
  await app.register(async (upload) => {
    await registerDocumentUploads(upload);
    upload.post('/api/account/mlm/upload', { config: { multipart: true } }, async (req, reply) => {
      const user = requireUser(req);
      const locale = requestLocale(req);
      const { rq } = validate(agentDocumentUploadQuerySchema, req.query, locale);
      const file = await readAgentDocument(req, locale);
      return reply.code(201).send({ document: await addAgentDocument(app.db, locale, user.id, rq, file, app.config.UPLOAD_QUOTA_MB_PER_USER) });
    });
  });
}
