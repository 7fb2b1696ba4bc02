import { agentRequestsQuerySchema, createAgentRequestBodySchema, decideAgentRequestBodySchema } from '@storefront/contract/agents';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { operatorRead, operatorWrite, userWrite, type MethodTable } from '../../lib/dispatch-types';
import { createAgentRequest, decideAgentRequest, operatorAgentRequests } from './service';

/** /api/ajax/ actions (spec §7 "create agent request"). */
export const agentActions: MethodTable = {
  createAgentRequest: userWrite(createAgentRequestBodySchema, async (input, { app, req }) => ({
    request: await createAgentRequest(app.db, requestLocale(req), requireUser(req), input.comment),
  })),
};

/** The operators' /api/tg methods: the queue of agent requests and the decision on one. */
export const agentMethods: MethodTable = {
  getAgentRequests: operatorRead(agentRequestsQuerySchema, async (input, { app }) => ({
    requests: await operatorAgentRequests(app.db, input.status),
  })),
  decideAgentRequest: operatorWrite(decideAgentRequestBodySchema, async (input, { app, req }) => ({
    request: await decideAgentRequest(app.db, requestLocale(req), requireUser(req).id, {
      id: input.id,
      approve: input.approve,
      reason: input.reason,
    }),
  })),
};
