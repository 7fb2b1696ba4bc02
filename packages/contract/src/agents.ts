import { z } from 'zod';
import { count, idParam as id, isoDateTime, refCode, rowId, url } from './fields';

/**
 * Agent requests and their documents (spec §7 "create agent request", `/account/mlm/upload/` with `rq`,
 * "upload request documents"; DESIGN §5 uploads, §6 operators approve agent requests).
 */
export const AGENT_REQUEST_STATUSES = ['new', 'approved', 'rejected'] as const;
export type AgentRequestStatus = (typeof AGENT_REQUEST_STATUSES)[number];

/** PDF, JPEG or PNG (judged by their bytes, never by the name), up to 10 MB each, up to 10 per request. */
export const AGENT_DOCUMENTS = {
  maxBytes: 10 * 1024 * 1024,
  maxCount: 10,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;
export type AgentDocumentType = (typeof AGENT_DOCUMENTS.types)[number];

export const AGENT_COMMENT_MAX = 1000;
export const AGENT_REASON_MAX = 1000;

export const agentDocumentSchema = z.object({
  id: rowId,
  fileName: z.string(),
  contentType: z.enum(AGENT_DOCUMENTS.types),
  size: z.number().int(),
  createdAt: isoDateTime,
  /** GET /api/account/mlm/documents/{id}: served only to the request's owner and operators. */
  url: url,
});
export type AgentDocument = z.infer<typeof agentDocumentSchema>;

export const agentRequestSchema = z.object({
  id: rowId,
  status: z.enum(AGENT_REQUEST_STATUSES),
  comment: z.string(),
  decisionReason: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  documents: z.array(agentDocumentSchema),
});
export type AgentRequest = z.infer<typeof agentRequestSchema>;

/** GET /api/account/mlm/upload/?rq={id}: that request of the user (404 for others); without rq, the latest one. */
export const agentUploadQuerySchema = z.object({ rq: id.optional() });
export const agentUploadResponseSchema = z.object({
  request: agentRequestSchema.nullable(),
  /** False while a request is open ('new') or once one was approved. */
  canApply: z.boolean(),
  /** The limits the server enforces, so that the client never hard-codes them. */
  limits: z.object({ maxBytes: z.number().int(), maxCount: count, types: z.array(z.string()) }),
});
export type AgentUploadResponse = z.infer<typeof agentUploadResponseSchema>;

/** POST /api/account/mlm/upload/?rq={id} (multipart/form-data, one `file` part): adds a document to an open request. */
export const agentDocumentUploadQuerySchema = z.object({ rq: id });
export const agentDocumentResponseSchema = z.object({ document: agentDocumentSchema });

export const agentDocumentParamsSchema = z.object({ id });

/** POST /api/ajax/ {action: 'createAgentRequest', comment}: one open request at a time. */
export const createAgentRequestBodySchema = z.object({
  action: z.literal('createAgentRequest'),
  comment: z.string().trim().max(AGENT_COMMENT_MAX).optional().default(''),
});
export type CreateAgentRequestBody = z.input<typeof createAgentRequestBodySchema>;
export const createAgentRequestResponseSchema = z.object({ request: agentRequestSchema });

/** /api/tg {method: 'getAgentRequests', status?}: the operators' queue, newest first. */
export const agentRequestsQuerySchema = z.object({
  method: z.literal('getAgentRequests'),
  status: z.enum(AGENT_REQUEST_STATUSES).optional(),
});
export const operatorAgentRequestSchema = agentRequestSchema.extend({
  user: z.object({ id: rowId, name: z.string(), refCode: refCode }),
  decidedBy: z.object({ id: rowId, name: z.string() }).nullable(),
});
export type OperatorAgentRequest = z.infer<typeof operatorAgentRequestSchema>;
export const agentRequestsResponseSchema = z.object({ requests: z.array(operatorAgentRequestSchema) });
export type AgentRequestsResponse = z.infer<typeof agentRequestsResponseSchema>;

/** /api/tg {method: 'decideAgentRequest', id, approve, reason}: a reason (AGENT_REASON_MIN+) is required to reject. */
export const AGENT_REASON_MIN = 3;
export const decideAgentRequestBodySchema = z.object({
  method: z.literal('decideAgentRequest'),
  id,
  approve: z.boolean(),
  reason: z.string().trim().max(AGENT_REASON_MAX).optional().default(''),
});
export type DecideAgentRequestBody = z.input<typeof decideAgentRequestBodySchema>;
export const decideAgentRequestResponseSchema = z.object({ request: operatorAgentRequestSchema });
