import { clearCountersBodySchema, getOneShowcaseCountersQuerySchema, markDocumentSeenBodySchema } from '@storefront/contract/tg';
import { z } from 'zod';
import { requireUser } from '../../lib/guards';
import { defineMethod, type MethodTable } from '../../lib/dispatch-types';
import { allCounters, clear, markSeen, showcaseCounters } from './service';

export const counterMethods: MethodTable = {
  getCounters: defineMethod({
    schema: z.object({}),
    access: 'public',
    kind: 'read',
    handler: (_input, { app, req }) => allCounters(app.db, req.user),
  }),
  getOneShowcaseCounters: defineMethod({
    schema: getOneShowcaseCountersQuerySchema,
    access: 'public',
    kind: 'read',
    handler: (input, { app, req }) => showcaseCounters(app.db, req.user, input.ShowcaseID),
  }),
  markDocumentSeen: defineMethod({
    schema: markDocumentSeenBodySchema,
    access: 'user',
    kind: 'write',
    handler: async (input, { app, req }) => {
      await markSeen(app.db, requireUser(req), input.DocumentType, input.DocumentId);
      return { ok: true };
    },
  }),
  clearCounters: defineMethod({
    schema: clearCountersBodySchema,
    access: 'user',
    kind: 'write',
    handler: async (input, { app, req }) => {
      await clear(app.db, requireUser(req), input.Counter, input.ShowcaseID ?? null);
      return { ok: true };
    },
  }),
};
