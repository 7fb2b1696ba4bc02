import type { AgentRequest, AgentRequestStatus, AgentRequestsResponse, AgentUploadResponse, OperatorAgentRequest } from '@storefront/contract/agents';
import { api, resolveBaseUrl } from '../../shared/lib/api';

// Types only from the contract: importing its schemas would pull zod into this chunk.
export const AGENT_TAG = { type: 'Mlm' as const, id: 'AGENT_REQUEST' };
const QUEUE_TAG = { type: 'Mlm' as const, id: 'AGENT_QUEUE' };

/** Documents are served by the API to their owner and operators only: their URLs are API paths, resolved against its base. */
export function documentHref(apiPath: string): string {
  return `${resolveBaseUrl()}${apiPath.replace(/^\/api(?=\/)/, '')}`;
}

/** Spec §7 "create agent request", `/account/mlm/upload/` (rq); the operators' queue and decisions through /tg. */
export const agentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    agentUpload: build.query<AgentUploadResponse, number | undefined>({
      query: (rq) => ({ url: 'account/mlm/upload/', params: rq === undefined ? {} : { rq } }),
      providesTags: [AGENT_TAG],
    }),
    createAgentRequest: build.mutation<AgentRequest, { comment: string }>({
      query: ({ comment }) => ({ url: 'ajax/', method: 'POST', body: { action: 'createAgentRequest', comment } }),
      transformResponse: (response: { request: AgentRequest }) => response.request,
      invalidatesTags: [AGENT_TAG, QUEUE_TAG],
    }),
    agentRequests: build.query<OperatorAgentRequest[], AgentRequestStatus | undefined>({
      query: (status) => ({ url: 'tg', params: { method: 'getAgentRequests', ...(status ? { status } : {}) } }),
      transformResponse: (response: AgentRequestsResponse) => response.requests,
      providesTags: [QUEUE_TAG],
    }),
    decideAgentRequest: build.mutation<OperatorAgentRequest, { id: number; approve: boolean; reason?: string }>({
      query: (body) => ({ url: 'tg', method: 'POST', body: { ...body, method: 'decideAgentRequest' } }),
      transformResponse: (response: { request: OperatorAgentRequest }) => response.request,
      invalidatesTags: [QUEUE_TAG, AGENT_TAG],
    }),
  }),
});

export const { useAgentUploadQuery, useCreateAgentRequestMutation, useAgentRequestsQuery, useDecideAgentRequestMutation } = agentsApi;
