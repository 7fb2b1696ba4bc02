import type { AgentDocumentType, AgentRequestStatus } from '@storefront/contract/agents';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { agentDocuments } from '../../db/schema';
import { one, rows } from '../../db/sql';

type Conn = Db | Tx;

export interface RequestRow {
  id: number;
  userId: number;
  status: AgentRequestStatus;
  comment: string;
  decisionReason: string | null;
  decidedAt: Date | string | null;
  createdAt: Date | string;
  userName: string;
  userRefCode: string;
  decidedById: number | null;
  decidedByName: string | null;
}

export interface DocumentRow {
  id: number;
  requestId: number;
  fileName: string;
  contentType: AgentDocumentType;
  size: number;
  createdAt: Date | string;
}

const REQUEST_COLUMNS = sql`r.id, r.user_id as "userId", r.status, r.comment, r.decision_reason as "decisionReason",
  r.decided_at as "decidedAt", r.created_at as "createdAt", u.name as "userName", u.ref_code as "userRefCode",
  r.decided_by as "decidedById", d.name as "decidedByName"`;
const REQUEST_FROM = sql`agent_requests r join users u on u.id = r.user_id left join users d on d.id = r.decided_by`;

/** The user's request `id`, or their latest one when no id is given; another user's request is not found. */
export function ownRequest(db: Conn, userId: number, id?: number): Promise<RequestRow | undefined> {
  const which = id === undefined ? sql`` : sql`and r.id = ${id}`;
  return one(db, sql`select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where r.user_id = ${userId} ${which} order by r.id desc limit 1`);
}

export function requestById(db: Conn, id: number): Promise<RequestRow | undefined> {
  return one(db, sql`select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where r.id = ${id}`);
}

export function operatorRequests(db: Db, status: AgentRequestStatus | undefined): Promise<RequestRow[]> {
  const filter = status ? sql`where r.status = ${status}` : sql``;
  return rows(db, sql`select ${REQUEST_COLUMNS} from ${REQUEST_FROM} ${filter} order by r.created_at desc, r.id desc limit 200`);
}

/** Serialises a user's request creation (one open request at a time) by locking the user's row. */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

export function userRequestStatuses(db: Conn, userId: number): Promise<{ status: AgentRequestStatus }[]> {
  return rows(db, sql`select status from agent_requests where user_id = ${userId}`);
}

export async function insertRequest(tx: Tx, userId: number, comment: string): Promise<number> {
  const row = await one<{ id: number }>(tx, sql`insert into agent_requests (user_id, comment) values (${userId}, ${comment}) returning id`);
  if (!row) throw new Error('agent request insert returned no row');
  return row.id;
}

/** Locks the user's own request for adding a document; its status and document count decide whether one fits. */
export function lockOwnRequest(tx: Tx, userId: number, id: number): Promise<{ status: AgentRequestStatus; documents: number } | undefined> {
  return one(
    tx,
    sql`select r.status, (select count(*)::int from agent_documents d where d.request_id = r.id) as documents
    from agent_requests r where r.id = ${id} and r.user_id = ${userId} for update`,
  );
}

export async function insertDocument(
  tx: Tx,
  requestId: number,
  file: { fileName: string; contentType: AgentDocumentType; data: Uint8Array },
): Promise<DocumentRow> {
  const [row] = await tx
    .insert(agentDocuments)
    .values({ requestId, fileName: file.fileName, contentType: file.contentType, size: file.data.byteLength, data: file.data })
    .returning({
      id: agentDocuments.id,
      requestId: agentDocuments.requestId,
      fileName: agentDocuments.fileName,
      size: agentDocuments.size,
      createdAt: agentDocuments.createdAt,
    });
  if (!row) throw new Error('agent document insert returned no row');
  return { ...row, contentType: file.contentType };
}

export function documentsOf(db: Conn, requestIds: number[]): Promise<DocumentRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return rows(
    db,
    sql`select id, request_id as "requestId", file_name as "fileName", content_type as "contentType", size, created_at as "createdAt"
    from agent_documents where request_id in ${sql`(${sql.join(
      requestIds.map((id) => sql`${id}`),
      sql`, `,
    )})`} order by id`,
  );
}

export function documentFile(db: Db, id: number): Promise<{ ownerId: number; fileName: string; contentType: string; data: Uint8Array } | undefined> {
  return one(
    db,
    sql`select r.user_id as "ownerId", d.file_name as "fileName", d.content_type as "contentType", d.data
    from agent_documents d join agent_requests r on r.id = d.request_id where d.id = ${id}`,
  );
}

/** Decides a request that is still 'new'; undefined when it is not (already decided, or no such request). */
export function decideRequest(
  tx: Tx,
  id: number,
  status: 'approved' | 'rejected',
  operatorId: number,
  reason: string | null,
): Promise<{ id: number } | undefined> {
  return one(
    tx,
    sql`update agent_requests set status = ${status}, decided_by = ${operatorId}, decided_at = now(), decision_reason = ${reason}
    where id = ${id} and status = 'new' returning id`,
  );
}

/** Bytes of the documents a user attached to agent requests (counted in the upload quota). */
export async function documentBytesOf(db: Conn, userId: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`select coalesce(sum(octet_length(d.data)), 0)::float8 as n
    from agent_documents d join agent_requests r on r.id = d.request_id where r.user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

/** The operator's approval grants the agent role (users.is_agent, migration 0023). */
export async function grantAgent(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`update users set is_agent = true where id = ${userId}`);
}

/** The agent role and whether an approved request of the user carries documents. */
export async function agentStanding(db: Conn, userId: number): Promise<{ isAgent: boolean; hasDocuments: boolean }> {
  const row = await one<{ isAgent: boolean; hasDocuments: boolean }>(
    db,
    sql`select u.is_agent as "isAgent", exists (
        select 1 from agent_requests r join agent_documents d on d.request_id = r.id where r.user_id = u.id and r.status = 'approved'
      ) as "hasDocuments"
    from users u where u.id = ${userId}`,
  );
  return row ?? { isAgent: false, hasDocuments: false };
}
