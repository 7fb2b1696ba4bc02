import type { ConsentDocument, ConsentDocumentKind, ConsentPurpose } from '@storefront/contract/consent';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { created, one, rows } from '../../db/sql';

type Conn = Db | Tx;

export interface DocumentRow {
  id: number;
  kind: ConsentDocumentKind;
  version: number;
  title: string;
  body: string;
  showcaseId: number | null;
  createdAt: Date | string;
}

const DOC_COLUMNS = sql`id, kind, version, title, body, showcase_id as "showcaseId", created_at as "createdAt"`;

/** The current document of each kind on a showcase: its own latest version, else the operator's latest. */
export function currentDocuments(db: Conn, showcaseId: number): Promise<DocumentRow[]> {
  return rows<DocumentRow>(
    db,
    sql`
    select distinct on (kind) ${DOC_COLUMNS} from consent_documents
    where showcase_id = ${showcaseId} or showcase_id is null
    order by kind, (showcase_id is null), version desc`,
  );
}

export function documentById(db: Conn, id: number): Promise<DocumentRow | undefined> {
  return one<DocumentRow>(db, sql`select ${DOC_COLUMNS} from consent_documents where id = ${id}`);
}

export function insertDocument(
  db: Conn,
  d: { showcaseId: number; kind: ConsentDocumentKind; title: string; body: string; createdBy: number },
): Promise<DocumentRow> {
  return created<DocumentRow>(
    db,
    sql`
    insert into consent_documents (showcase_id, kind, version, title, body, created_by)
    select ${d.showcaseId}, ${d.kind}, coalesce(max(version), 0) + 1, ${d.title}, ${d.body}, ${d.createdBy}
    from consent_documents where coalesce(showcase_id, 0) = ${d.showcaseId} and kind = ${d.kind}
    returning ${DOC_COLUMNS}`,
    'document',
  );
}

export interface ConsentRow {
  id: number;
  documentId: number;
  version: number;
  purpose: ConsentPurpose;
  ip: string;
  givenAt: Date | string;
  withdrawnAt: Date | string | null;
}

/** The user's latest consent per purpose (given or withdrawn). */
export function latestConsents(db: Conn, userId: number): Promise<ConsentRow[]> {
  return rows<ConsentRow>(
    db,
    sql`
    select distinct on (c.purpose) c.id, c.document_id as "documentId", d.version, c.purpose, c.ip, c.given_at as "givenAt",
      c.withdrawn_at as "withdrawnAt"
    from consents c join consent_documents d on d.id = c.document_id
    where c.user_id = ${userId} order by c.purpose, c.given_at desc, c.id desc`,
  );
}

/** A consent in force to exactly this document. */
export async function hasActiveConsent(db: Conn, userId: number, documentId: number): Promise<boolean> {
  const row = await one<{ id: number }>(
    db,
    sql`select id from consents where user_id = ${userId} and document_id = ${documentId} and withdrawn_at is null limit 1`,
  );
  return row !== undefined;
}

export async function insertConsent(db: Conn, c: { userId: number; documentId: number; purpose: ConsentPurpose; ip: string }): Promise<void> {
  await db.execute(sql`insert into consents (user_id, document_id, purpose, ip) values (${c.userId}, ${c.documentId}, ${c.purpose}, ${c.ip})`);
}

/** insertConsent unless the user has that document's consent in force (one statement: checkout holds row locks). */
export async function insertConsentUnlessActive(
  db: Conn,
  c: { userId: number; documentId: number; purpose: ConsentPurpose; ip: string },
): Promise<void> {
  await db.execute(sql`insert into consents (user_id, document_id, purpose, ip)
    select ${c.userId}::int, ${c.documentId}::int, ${c.purpose}::text, ${c.ip}::text
    where not exists (select 1 from consents where user_id = ${c.userId} and document_id = ${c.documentId} and withdrawn_at is null)`);
}

export async function withdraw(db: Conn, userId: number, purpose: ConsentPurpose): Promise<number> {
  const done = await rows<{ id: number }>(
    db,
    sql`update consents set withdrawn_at = now() where user_id = ${userId} and purpose = ${purpose} and withdrawn_at is null returning id`,
  );
  return done.length;
}

export type { ConsentDocument };
