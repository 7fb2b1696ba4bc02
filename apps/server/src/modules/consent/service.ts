import {
  CONSENT_PURPOSES,
  REQUIRED_FOR_ORDER,
  type ConsentDocument,
  type ConsentPurpose,
  type ConsentStates,
  type sellerConsentDocumentBodySchema,
} from '@storefront/contract/consent';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

const iso = (v: Date | string) => new Date(v).toISOString();

const view = (d: repo.DocumentRow): ConsentDocument => ({
  id: d.id,
  kind: d.kind,
  version: d.version,
  title: d.title,
  body: d.body,
  showcaseId: d.showcaseId,
  publishedAt: iso(d.createdAt),
});

export async function documents(db: Db, showcaseId: number): Promise<ConsentDocument[]> {
  return (await repo.currentDocuments(db, showcaseId)).map(view);
}

/** The documents in force on a showcase, by kind. */
export type ConsentDocuments = ReadonlyMap<string, repo.DocumentRow>;

async function current(db: Db | Tx, showcaseId: number): Promise<Map<string, repo.DocumentRow>> {
  return new Map((await repo.currentDocuments(db, showcaseId)).map((d) => [d.kind, d]));
}

/**
 * The documents in force on a showcase from the node's read cache (checkout asks on every order; they change only by
 * a published version, a write request, which clears the cache on every node). Kept across writes that change only
 * stock and orders.
 */
export function documentsInForce(app: FastifyInstance, showcaseId: number): Promise<ConsentDocuments> {
  return app.readCache.memo(`consent-documents|${showcaseId}`, () => current(app.db, showcaseId), { lasting: true });
}

/** The account's view: per purpose, the current document and the consent in force (a newer version asks again). */
export async function consentStates(db: Db, userId: number, showcaseId: number): Promise<ConsentStates> {
  const docs = await current(db, showcaseId);
  const latest = new Map((await repo.latestConsents(db, userId)).map((c) => [c.purpose, c]));
  return {
    privacy: view(docs.get('privacy')!),
    consents: CONSENT_PURPOSES.map((purpose) => {
      const c = latest.get(purpose);
      const active = c && c.withdrawnAt === null ? c : null;
      return {
        purpose,
        document: view(docs.get(purpose)!),
        given: active ? { documentId: active.documentId, version: active.version, at: iso(active.givenAt), ip: active.ip } : null,
        withdrawnAt: c?.withdrawnAt ? iso(c.withdrawnAt) : null,
      };
    }),
  };
}

/** Consent to a document: only a current document of this showcase, recorded with the request's address. */
export async function give(db: Db | Tx, userId: number, showcaseId: number, documentId: number, ip: string): Promise<void> {
  const doc = await repo.documentById(db, documentId);
  const docs = await current(db, showcaseId);
  if (!doc || doc.kind === 'privacy' || docs.get(doc.kind)?.id !== doc.id) {
    throw new AppError('VALIDATION_FAILED', {}, { documentId: 'Этот текст согласия устарел: обновите страницу и прочитайте новую редакцию' });
  }
  if (await repo.hasActiveConsent(db, userId, doc.id)) return;
  await repo.insertConsent(db, { userId, documentId: doc.id, purpose: doc.kind, ip });
}

export async function withdraw(db: Db, userId: number, purpose: ConsentPurpose): Promise<void> {
  await repo.withdraw(db, userId, purpose);
}

/**
 * At checkout, inside the order's transaction: the consents ticked now are recorded, and the order needs a consent in
 * force to the current version of each required purpose (ticked now or given before and not withdrawn). Without it:
 * 400 naming `consents.order`, so the form stays as it was and the box is pointed at.
 */
export async function requireOrderConsents(
  tx: Tx,
  userId: number,
  showcaseId: number,
  ticked: Partial<Record<ConsentPurpose, number>>,
  ip: string,
  docs?: ConsentDocuments,
): Promise<void> {
  const inForce = docs ?? (await current(tx, showcaseId));
  // A ticked box of a current document: recorded unless already in force (give() without re-reading what is known).
  const given = new Set<number>();
  for (const purpose of CONSENT_PURPOSES) {
    const id = ticked[purpose];
    const doc = inForce.get(purpose);
    if (id === undefined || doc?.id !== id || doc.kind === 'privacy') continue;
    await repo.insertConsentUnlessActive(tx, { userId, documentId: id, purpose: doc.kind, ip });
    given.add(id);
  }
  for (const purpose of REQUIRED_FOR_ORDER) {
    const doc = inForce.get(purpose);
    if (doc && !given.has(doc.id) && !(await repo.hasActiveConsent(tx, userId, doc.id))) {
      throw new AppError(
        'VALIDATION_FAILED',
        {},
        { [`consents.${purpose}`]: 'Чтобы оформить заказ, дайте согласие на обработку персональных данных для доставки заказа' },
      );
    }
  }
}

/** A showcase's own text of a kind becomes its next version (the caller checked the user administers the showcase). */
export async function publishDocument(
  db: Db,
  showcaseId: number,
  userId: number,
  body: z.output<typeof sellerConsentDocumentBodySchema>,
): Promise<ConsentDocument> {
  return view(await repo.insertDocument(db, { showcaseId, kind: body.kind, title: body.title, body: body.body, createdBy: userId }));
}
