import {
  AGENT_DOCUMENTS,
  AGENT_REASON_MIN,
  type AgentDocument,
  type AgentRequest,
  type AgentRequestStatus,
  type AgentUploadResponse,
  type OperatorAgentRequest,
} from '@storefront/contract/agents';
import type { Locale } from '@storefront/contract/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/request-context';
import { assertQuota } from '../media/quota';
import { notify } from '../notifications/notify';
import { agentText } from './messages';
import * as repo from './repository';
import type { AgentFile } from './upload';

/** The account screen of agent requests (web path; its notifications link here). */
export const AGENT_SCREEN_PATH = '/account/profile/agent';
export const agentDocumentUrl = (id: number) => `/api/account/mlm/documents/${id}`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const documentView = (d: repo.DocumentRow): AgentDocument => ({
  id: d.id,
  fileName: d.fileName,
  contentType: d.contentType,
  size: d.size,
  createdAt: iso(d.createdAt),
  url: agentDocumentUrl(d.id),
});

function toRequest(r: repo.RequestRow, documents: repo.DocumentRow[]): AgentRequest {
  return {
    id: r.id,
    status: r.status,
    comment: r.comment,
    decisionReason: r.decisionReason,
    decidedAt: isoOrNull(r.decidedAt),
    createdAt: iso(r.createdAt),
    documents: documents.filter((d) => d.requestId === r.id).map(documentView),
  };
}

function toOperatorRequest(r: repo.RequestRow, documents: repo.DocumentRow[]): OperatorAgentRequest {
  return {
    ...toRequest(r, documents),
    user: { id: r.userId, name: r.userName, refCode: r.userRefCode },
    decidedBy: r.decidedById === null ? null : { id: r.decidedById, name: r.decidedByName ?? '' },
  };
}

const LIMITS = { maxBytes: AGENT_DOCUMENTS.maxBytes, maxCount: AGENT_DOCUMENTS.maxCount, types: [...AGENT_DOCUMENTS.types] };

/** The user may apply unless a request is open or one was approved. */
const mayApply = (statuses: AgentRequestStatus[]) => !statuses.includes('new') && !statuses.includes('approved');

/** GET /account/mlm/upload/?rq: the user's request `rq` (404 for anyone else's) or their latest one. */
export async function agentUpload(db: Db, userId: number, rq: number | undefined): Promise<AgentUploadResponse> {
  const request = await repo.ownRequest(db, userId, rq);
  if (rq !== undefined && !request) throw new AppError('NOT_FOUND');
  const statuses = await repo.userRequestStatuses(db, userId);
  return {
    request: request ? toRequest(request, await repo.documentsOf(db, [request.id])) : null,
    canApply: mayApply(statuses.map((s) => s.status)),
    limits: LIMITS,
  };
}

/** "create agent request": one open request at a time, none after an approval; operators are told. */
export async function createAgentRequest(db: Db, locale: Locale, user: CurrentUser, comment: string): Promise<AgentRequest> {
  const id = await db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    const statuses = (await repo.userRequestStatuses(tx, user.id)).map((s) => s.status);
    if (statuses.includes('new')) throw new AppError('CONFLICT', {}, { comment: agentText(locale, 'openExists') });
    if (statuses.includes('approved')) throw new AppError('CONFLICT', {}, { comment: agentText(locale, 'alreadyAgent') });
    const requestId = await repo.insertRequest(tx, user.id, comment);
    const operators = await rows<{ id: number }>(tx, sql`select id from users where role = 'operator' and not is_banned`);
    for (const operator of operators) {
      await notify(tx, { userId: operator.id, type: 'agent_request', title: 'Новая заявка агента', body: `${user.name} хочет стать агентом сети.` });
    }
    return requestId;
  });
  const request = await repo.ownRequest(db, user.id, id);
  if (!request) throw new Error('created agent request not found');
  return toRequest(request, []);
}

/** "upload request documents": only the owner, only while the request is 'new', up to the count limit. */
export async function addAgentDocument(
  db: Db,
  locale: Locale,
  userId: number,
  requestId: number,
  file: AgentFile,
  quotaMb: number,
): Promise<AgentDocument> {
  const row = await db.transaction(async (tx) => {
    const request = await repo.lockOwnRequest(tx, userId, requestId);
    if (!request) throw new AppError('NOT_FOUND');
    if (request.status !== 'new') throw new AppError('CONFLICT', {}, { file: agentText(locale, 'notOpen') });
    if (request.documents >= AGENT_DOCUMENTS.maxCount) throw new AppError('CONFLICT', {}, { file: agentText(locale, 'tooMany') });
    await assertQuota(tx, userId, file.data.length, { mb: quotaMb, field: 'file', locale });
    return repo.insertDocument(tx, requestId, file);
  });
  return documentView(row);
}

/** A document for download: its owner and operators see it; to everyone else it does not exist. */
export async function agentDocumentFile(db: Db, viewer: CurrentUser, id: number) {
  const file = await repo.documentFile(db, id);
  if (!file || (file.ownerId !== viewer.id && viewer.role !== 'operator')) throw new AppError('NOT_FOUND');
  return file;
}

export async function operatorAgentRequests(db: Db, status: AgentRequestStatus | undefined): Promise<OperatorAgentRequest[]> {
  const requests = await repo.operatorRequests(db, status);
  const documents = await repo.documentsOf(
    db,
    requests.map((r) => r.id),
  );
  return requests.map((r) => toOperatorRequest(r, documents));
}

export interface Decision {
  id: number;
  approve: boolean;
  reason: string;
}

/** An operator approves or rejects (with a reason) a request that is still open; the user is notified. */
export async function decideAgentRequest(db: Db, locale: Locale, operatorId: number, decision: Decision): Promise<OperatorAgentRequest> {
  const reason = decision.reason.trim();
  if (!decision.approve && reason.length < AGENT_REASON_MIN)
    throw new AppError('VALIDATION_FAILED', {}, { reason: agentText(locale, 'reasonRequired') });
  await db.transaction(async (tx) => {
    const request = await repo.requestById(tx, decision.id);
    if (!request) throw new AppError('NOT_FOUND');
    const decided = await repo.decideRequest(tx, decision.id, decision.approve ? 'approved' : 'rejected', operatorId, reason === '' ? null : reason);
    if (!decided) throw new AppError('CONFLICT', {}, { id: agentText(locale, 'decided') });
    if (decision.approve) await repo.grantAgent(tx, request.userId);
    await notify(tx, {
      userId: request.userId,
      type: 'agent_request',
      title: decision.approve ? 'Заявка агента одобрена' : 'Заявка агента отклонена',
      body: decision.approve ? 'Теперь вы агент сети: открывайте витрины и приглашайте продавцов.' : `Причина: ${reason}`,
      link: AGENT_SCREEN_PATH,
    });
  });
  const request = await repo.requestById(db, decision.id);
  if (!request) throw new AppError('NOT_FOUND');
  return toOperatorRequest(request, await repo.documentsOf(db, [request.id]));
}

/** The KYC gate's view of a user (issue 15): the agent role, and an approved request that carries its documents. */
export function agentStanding(db: Db, userId: number): Promise<{ isAgent: boolean; hasDocuments: boolean }> {
  return repo.agentStanding(db, userId);
}
