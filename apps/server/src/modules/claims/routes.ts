import multipart from '@fastify/multipart';
import {
  claimFormQuerySchema,
  claimPhotoParamsSchema,
  createClaimFieldsSchema,
  escalateClaimBodySchema,
  escalateClaimParamsSchema,
} from '@storefront/contract/claims';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { escalateClaim } from './decide';
import { claimById, claimForm, claimPhoto, createClaim, listClaims } from './service';
import { readClaimUpload } from './upload';

/** Claims of the session user; creation is a multipart route of its own (CSRF allows multipart only where marked). */
export async function claimRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/account/claims', async (req) => ({ claims: await listClaims(app.db, requireUser(req).id) }));

  app.get('/api/account/claims/create', async (req) => {
    const user = requireUser(req);
    const { id, article } = validate(claimFormQuerySchema, req.query, requestLocale(req));
    return claimForm(app.db, user.id, id, article);
  });

  app.get('/api/account/claims/:id/photos/:n', async (req, reply) => {
    const user = requireUser(req);
    const { id, n } = validate(claimPhotoParamsSchema, req.params, requestLocale(req));
    const file = await claimPhoto(app.db, user, id, n);
    reply.header('cache-control', 'private, max-age=3600').header('content-disposition', 'inline');
    return reply.type(file.contentType).send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
  });

  // The buyer sends a rejected claim on to the operator.
  app.post('/api/account/claims/:id/escalate', async (req) => {
    const user = requireUser(req);
    const locale = requestLocale(req);
    const { id } = validate(escalateClaimParamsSchema, req.params, locale);
    const { note } = validate(escalateClaimBodySchema, req.body ?? {}, locale);
    await escalateClaim(app, id, note ? note : null, user);
    return { claim: await claimById(app.db, id) };
  });

  // Multipart is parsed only in this scope.
  await app.register(async (upload) => {
    await upload.register(multipart);
    upload.post('/api/account/claims', { config: { multipart: true } }, async (req, reply) => {
      const user = requireUser(req);
      const locale = requestLocale(req);
      const { fields, photos } = await readClaimUpload(req, locale);
      const input = validate(createClaimFieldsSchema, fields, locale);
      const claim = await createClaim(app.db, user.id, input, photos, locale, app.config.UPLOAD_QUOTA_MB_PER_USER);
      return reply.code(201).send({ claim });
    });
  });
}
