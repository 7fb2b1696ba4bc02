import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { showcaseAdmins, showcaseBans, showcases, staticPageGroups, staticPages } from '../../db/schema';
import type { Showcase } from '../../lib/request-context';

const live = isNull(showcases.deletedAt);

async function first(query: Promise<Showcase[]>): Promise<Showcase | null> {
  return (await query)[0] ?? null;
}

/** Only a verified domain names its showcase: an unproven one is a seller's claim, not an address. */
export function findShowcaseByVerifiedDomain(db: Db, domain: string): Promise<Showcase | null> {
  return first(
    db
      .select()
      .from(showcases)
      .where(and(eq(showcases.domain, domain), isNotNull(showcases.domainVerifiedAt), live))
      .limit(1),
  );
}

export function findShowcaseByAlias(db: Db, alias: string): Promise<Showcase | null> {
  return first(
    db
      .select()
      .from(showcases)
      .where(and(eq(showcases.alias, alias), live))
      .limit(1),
  );
}

const MAX_INT4 = 2_147_483_647;

export async function findShowcaseById(db: Db, id: number): Promise<Showcase | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_INT4) return null;
  return first(
    db
      .select()
      .from(showcases)
      .where(and(eq(showcases.id, id), live))
      .limit(1),
  );
}

/** The lowest-id live showcase in store state (2): the default when DEFAULT_SHOWCASE is unset. */
export function findFirstStoreShowcase(db: Db): Promise<Showcase | null> {
  return first(
    db
      .select()
      .from(showcases)
      .where(and(eq(showcases.stateId, 2), live))
      .orderBy(asc(showcases.id))
      .limit(1),
  );
}

export async function isShowcaseAdmin(db: Db, userId: number, showcaseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: showcases.id })
    .from(showcases)
    .leftJoin(showcaseAdmins, and(eq(showcaseAdmins.showcaseId, showcases.id), eq(showcaseAdmins.userId, userId)))
    .where(and(eq(showcases.id, showcaseId), live, or(eq(showcases.ownerId, userId), eq(showcaseAdmins.userId, userId))))
    .limit(1);
  return rows.length > 0;
}

export async function isBannedOnShowcase(db: Db, userId: number, showcaseId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: showcaseBans.userId })
    .from(showcaseBans)
    .where(and(eq(showcaseBans.showcaseId, showcaseId), eq(showcaseBans.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Every user banned on the showcase. */
export async function bannedUserIds(db: Db, showcaseId: number): Promise<number[]> {
  const rows = await db.select({ userId: showcaseBans.userId }).from(showcaseBans).where(eq(showcaseBans.showcaseId, showcaseId));
  return rows.map((r) => r.userId);
}

export async function listStaticGroups(
  db: Db,
  showcaseId: number,
): Promise<Array<{ id: number; name: string; pages: Array<{ name: string; alias: string }> }>> {
  const rows = await db
    .select({ id: staticPageGroups.id, name: staticPageGroups.name, pageName: staticPages.name, alias: staticPages.alias })
    .from(staticPageGroups)
    .leftJoin(staticPages, eq(staticPages.groupId, staticPageGroups.id))
    .where(eq(staticPageGroups.showcaseId, showcaseId))
    .orderBy(asc(staticPageGroups.position), asc(staticPageGroups.id), asc(staticPages.position), asc(staticPages.id));
  const groups = new Map<number, { id: number; name: string; pages: Array<{ name: string; alias: string }> }>();
  for (const row of rows) {
    let group = groups.get(row.id);
    if (!group) groups.set(row.id, (group = { id: row.id, name: row.name, pages: [] }));
    if (row.pageName !== null && row.alias !== null) group.pages.push({ name: row.pageName, alias: row.alias });
  }
  return [...groups.values()];
}
