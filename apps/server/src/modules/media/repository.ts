import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, showcases } from '../../db/schema';

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
