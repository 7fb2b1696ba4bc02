import { giveConsentBodySchema, sellerConsentDocumentBodySchema, withdrawConsentBodySchema } from '@storefront/contract/consent';
import type { FastifyInstance } from 'fastify';
import { requireShowcase, requireUser } from '../../lib/guards';
import { administeredShowcase } from '../showcases/seller-routes';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { consentStates, documents, give, publishDocument, withdraw } from './service';

/** 152-ФЗ consent (issue 17): the showcase's documents, the user's consents (give, read, withdraw), a seller's own texts. */
export function consentRoutes(app: FastifyInstance): void {
  app.get('/api/consent/documents', async (req) => ({ documents: await documents(app.db, requireShowcase(req).id) }));

  app.get('/api/account/consents', async (req) => consentStates(app.db, requireUser(req).id, requireShowcase(req).id));

  app.post('/api/account/consents', async (req) => {
    const user = requireUser(req);
    const showcase = requireShowcase(req);
    const { documentId } = validate(giveConsentBodySchema, req.body ?? {}, requestLocale(req));
    await give(app.db, user.id, showcase.id, documentId, req.ip);
    return consentStates(app.db, user.id, showcase.id);
  });

  app.post('/api/account/consents/withdraw', async (req) => {
    const user = requireUser(req);
    const showcase = requireShowcase(req);
    const { purpose } = validate(withdrawConsentBodySchema, req.body ?? {}, requestLocale(req));
    await withdraw(app.db, user.id, purpose);
    return consentStates(app.db, user.id, showcase.id);
  });

  app.get('/api/seller/showcases/:id/consent-documents', async (req) => {
    const { id } = await administeredShowcase(app, req);
    return { documents: await documents(app.db, id) };
  });

  app.post('/api/seller/showcases/:id/consent-documents', async (req) => {
    const { user, id } = await administeredShowcase(app, req);
    const locale = requestLocale(req);
    const body = validate(sellerConsentDocumentBodySchema, req.body ?? {}, locale);
    return { document: await publishDocument(app.db, id, user.id, body) };
  });
}
