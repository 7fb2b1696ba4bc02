import { agentShowcasesQuerySchema, agentsShowcasesQuerySchema, clientWowInfoQuerySchema, wowTreeQuerySchema } from '@storefront/contract/wow-tree';
import { z } from 'zod';
import { requireUser } from '../../lib/guards';
import { userRead, type MethodTable } from '../../lib/dispatch-types';
import { agentsShowcases, clientWowInfo, friendShowcases, wowTree, wowTreeShowcases } from './service';

/** The referral network calls of spec §7 (GET /api/tg?json=1&method=…), for logged-in users only. */
export const wowTreeMethods: MethodTable = {
  getWowTree: userRead(wowTreeQuerySchema, (input, { app, req }) => wowTree(app, requireUser(req), input.parentId)),
  getWowTreeShowcases: userRead(z.object({}), (_input, { app, req }) => wowTreeShowcases(app, req, requireUser(req))),
  getFriendShowcases: userRead(z.object({}), (_input, { app, req }) => friendShowcases(app, req, requireUser(req))),
  getAgentShowcases: userRead(
    agentShowcasesQuerySchema,
    async (input, { app, req }) => (await agentsShowcases(app, req, requireUser(req), [input.agentId]))[0]?.Showcases ?? [],
  ),
  getAgentsShowcases: userRead(agentsShowcasesQuerySchema, (input, { app, req }) => agentsShowcases(app, req, requireUser(req), input.Agents)),
  getClientWowInfo: userRead(clientWowInfoQuerySchema, (input, { app, req }) =>
    clientWowInfo(app, requireUser(req), input.agentId, input.showcaseID),
  ),
};
