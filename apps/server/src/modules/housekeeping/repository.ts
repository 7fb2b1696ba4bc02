import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

/**
 * Deletes of the housekeeping job, one batch each. Every batch locks the rows it takes with `skip locked`, so nodes
 * running the job at once share the work instead of waiting for each other or deleting twice.
 */

/** Deletes the rows of `table` whose `key` the batch query selects; how many went. */
async function deleteBatch(db: Db, table: string, key: string, batch: SQL): Promise<number> {
  const deleted = await rows(
    db,
    sql`delete from ${sql.identifier(table)} where ${sql.identifier(key)} in (${batch}) returning ${sql.identifier(key)}`,
  );
  return deleted.length;
}

/** Expired sessions; their anonymous carts and favourites go with them (foreign keys cascade). */
export function deleteExpiredSessions(db: Db, now: Date, limit: number): Promise<number> {
  const batch = sql`select id_hash from sessions where expires_at < ${now} order by expires_at limit ${limit} for update skip locked`;
  return deleteBatch(db, 'sessions', 'id_hash', batch);
}

/** Anonymous carts (no user) nobody has touched since `before`; their lines cascade. */
export function deleteAbandonedCarts(db: Db, before: Date, limit: number): Promise<number> {
  const batch = sql`select id from carts where user_id is null and updated_at < ${before} order by updated_at limit ${limit} for update skip locked`;
  return deleteBatch(db, 'carts', 'id', batch);
}

/**
 * Uploads (media with an owner; the seed's and the system's own media have none) older than `before` that nothing
 * points at: no logo, brand, product picture, landing cover or block, claim, and no text that quotes their path.
 */
export function deleteUnusedMedia(db: Db, before: Date, limit: number): Promise<number> {
  const batch = sql`select m.id from media m
    where m.owner_id is not null and m.created_at < ${before}
      and not exists (select 1 from showcases s where s.logo_media_id = m.id
        or strpos(s.header_settings::text, m.path) > 0 or strpos(s.home_settings::text, m.path) > 0)
      and not exists (select 1 from brands b where b.logo_media_id = m.id)
      and not exists (select 1 from product_images i where i.small_media_id = m.id or i.big_media_id = m.id)
      and not exists (select 1 from claim_photos c where c.media_id = m.id)
      and not exists (select 1 from landings l where l.cover_media_id = m.id or strpos(l.description, m.path) > 0
        or exists (select 1 from jsonb_array_elements(l.blocks) b where b->>'mediaId' = m.id::text or strpos(b::text, m.path) > 0))
      and not exists (select 1 from static_pages p where strpos(p.body, m.path) > 0)
    order by m.id limit ${limit} for update of m skip locked`;
  return deleteBatch(db, 'media', 'id', batch);
}
