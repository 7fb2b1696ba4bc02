import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { media, showcases } from '../../db/schema';
import { one } from '../../db/sql';

export interface MediaFile {
  contentType: string;
  data: Uint8Array;
}

const columns = { contentType: media.contentType, data: media.data };

export async function findMediaByPath(db: Db, path: string): Promise<MediaFile | null> {
  const [row] = await db.select(columns).from(media).where(eq(media.path, path)).limit(1);
  return row ?? null;
}

/** The logo a showcase points at, whatever path it was stored under. */
export async function findShowcaseLogo(db: Db, showcaseId: number): Promise<MediaFile | null> {
  const [row] = await db
    .select(columns)
    .from(showcases)
    .innerJoin(media, eq(media.id, showcases.logoMediaId))
    .where(and(eq(showcases.id, showcaseId), isNull(showcases.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Bytes of the media a user uploaded. */
export async function mediaBytesOf(db: Db | Tx, userId: number): Promise<number> {
  const row = await one<{ n: number }>(db, sql`select coalesce(sum(octet_length(data)), 0)::float8 as n from media where owner_id = ${userId}`);
  return row?.n ?? 0;
}

/** Serialises one user's uploads until the transaction ends, so two at once cannot both squeeze under the quota. */
export async function lockUserUploads(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('upload-quota'), ${userId}::int)`);
}
