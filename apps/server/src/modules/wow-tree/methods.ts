import { agentShowcasesQuerySchema, agentsShowcasesQuerySchema, clientWowInfoQuerySchema, wowTreeQuerySchema } from '@storefront/contract/wow-tree';
import { z } from 'zod';
import { requireUser } from '../../lib/guards';
import { defineMethod, type MethodTable } from '../../lib/dispatch-types';
import { agentsShowcases, clientWowInfo, friendShowcases, wowTree, wowTreeShowcases } from './service';

/** The referral network calls of spec §7 (GET /api/tg?json=1&method=…), for logged-in users only. */
export const wowTreeMethods: MethodTable = {
  getWowTree: defineMethod({
    schema: wowTreeQuerySchema,
    access: 'user',
    kind: 'read',
    handler: (input, { app, req }) => wowTree(app, requireUser(req), input.parentId),
  }),
  getWowTreeShowcases: defineMethod({
    schema: z.object({}),
    access: 'user',
    kind: 'read',
    handler: (_input, { app, req }) => wowTreeShowcases(app, req, requireUser(req)),
  }),
  getFriendShowcases: defineMethod({
    schema: z.object({}),
    access: 'user',
    kind: 'read',
    handler: (_input, { app, req }) => friendShowcases(app, req, requireUser(req)),
  }),
  getAgentShowcases: defineMethod({
    schema: agentShowcasesQuerySchema,
    access: 'user',
    kind: 'read',
    handler: async (input, { app, req }) => (await agentsShowcases(app, req, requireUser(req), [input.agentId]))[0]?.Showcases ?? [],
  }),
  getAgentsShowcases: defineMethod({
    schema: agentsShowcasesQuerySchema,
    access: 'user',
    kind: 'read',
    handler: (input, { app, req }) => agentsShowcases(app, req, requireUser(req), input.Agents),
  }),
  getClientWowInfo: defineMethod({
    schema: clientWowInfoQuerySchema,
    access: 'user',
    kind: 'read',
    handler: (input, { app, req }) => clientWowInfo(app, requireUser(req), input.agentId, input.showcaseID),
  }),
};
