import { clearCountersBodySchema, getOneShowcaseCountersQuerySchema, markDocumentSeenBodySchema } from '@storefront/contract/tg';
import { z } from 'zod';
import { requireUser } from '../../lib/guards';
import { publicRead, userWrite, type MethodTable } from '../../lib/dispatch-types';
import { allCounters, clear, markSeen, showcaseCounters } from './service';

export const counterMethods: MethodTable = {
  getCounters: publicRead(z.object({}), (_input, { app, req }) => allCounters(app.db, req.user)),
  getOneShowcaseCounters: publicRead(getOneShowcaseCountersQuerySchema, (input, { app, req }) =>
    showcaseCounters(app.db, req.user, input.ShowcaseID),
  ),
  markDocumentSeen: userWrite(markDocumentSeenBodySchema, async (input, { app, req }) => {
    await markSeen(app.db, requireUser(req), input.DocumentType, input.DocumentId);
    return { ok: true };
  }),
  clearCounters: userWrite(clearCountersBodySchema, async (input, { app, req }) => {
    await clear(app.db, requireUser(req), input.Counter, input.ShowcaseID ?? null);
    return { ok: true };
  }),
};
