import type { SellerLanding } from '@storefront/contract/seller';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { LandingBlock } from '../../db/schema';
import { one, rows } from '../../db/sql';
import { PUBLIC_LANDING } from '../landings/service';

/** Landings of one showcase for its admins: all of them, drafts and expired ones included. */

interface Row extends Omit<SellerLanding, 'startsAt' | 'endsAt' | 'updatedAt'> {
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  updatedAt: Date | string;
  blocks: LandingBlock[];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const columns = sql`l.id, l.slug, l.title, l.description, l.published, l.starts_at as "startsAt", l.ends_at as "endsAt",
  l.position, l.updated_at as "updatedAt", l.blocks, (${PUBLIC_LANDING}) as live`;

function view(r: Row): SellerLanding & { blocks: LandingBlock[] } {
  return { ...r, startsAt: iso(r.startsAt), endsAt: iso(r.endsAt), updatedAt: iso(r.updatedAt)! };
}

export async function listLandings(db: Db, showcaseId: number): Promise<SellerLanding[]> {
  const list = await rows<Row>(db, sql`select ${columns} from landings l where l.showcase_id = ${showcaseId} order by l.position, l.id`);
  return list.map((r) => {
    const { blocks: _blocks, ...rest } = view(r);
    return rest;
  });
}

export async function findLanding(db: Db, showcaseId: number, id: number): Promise<(SellerLanding & { blocks: LandingBlock[] }) | null> {
  const row = await one<Row>(db, sql`select ${columns} from landings l where l.showcase_id = ${showcaseId} and l.id = ${id}`);
  return row ? view(row) : null;
}

export async function slugTaken(db: Db, showcaseId: number, slug: string, exceptId: number): Promise<boolean> {
  return (
    ((
      await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from landings where showcase_id = ${showcaseId} and slug = ${slug} and id <> ${exceptId}`,
      )
    )?.n ?? 0) > 0
  );
}

export interface LandingValues {
  slug: string;
  title: string;
  description: string;
  startsAt: string | null;
  endsAt: string | null;
  published: boolean;
  blocks: LandingBlock[];
}

export async function insertLanding(db: Db, showcaseId: number, v: LandingValues): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    sql`
    insert into landings (showcase_id, slug, title, description, starts_at, ends_at, published, blocks, position)
    values (${showcaseId}, ${v.slug}, ${v.title}, ${v.description}, ${v.startsAt}, ${v.endsAt}, ${v.published}, ${JSON.stringify(v.blocks)}::jsonb,
      (select coalesce(max(position) + 1, 0) from landings where showcase_id = ${showcaseId}))
    returning id`,
  );
  return row!.id;
}

export async function updateLanding(db: Db, showcaseId: number, id: number, v: LandingValues): Promise<boolean> {
  const row = await one<{ id: number }>(
    db,
    sql`
    update landings set slug = ${v.slug}, title = ${v.title}, description = ${v.description}, starts_at = ${v.startsAt}, ends_at = ${v.endsAt},
      published = ${v.published}, blocks = ${JSON.stringify(v.blocks)}::jsonb, updated_at = now()
    where showcase_id = ${showcaseId} and id = ${id} returning id`,
  );
  return row !== undefined;
}

export async function setPublished(db: Db, showcaseId: number, id: number, published: boolean): Promise<boolean> {
  const row = await one<{ id: number }>(
    db,
    sql`update landings set published = ${published}, updated_at = now()
    where showcase_id = ${showcaseId} and id = ${id} returning id`,
  );
  return row !== undefined;
}

export async function deleteLanding(db: Db, showcaseId: number, id: number): Promise<boolean> {
  return (await one<{ id: number }>(db, sql`delete from landings where showcase_id = ${showcaseId} and id = ${id} returning id`)) !== undefined;
}

/** Sets the order of this showcase's landings; how many of the ids were its own (the caller refuses the others). */
export async function reorder(db: Db | Tx, showcaseId: number, ids: number[]): Promise<number> {
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
    sql`, `,
  );
  const updated = await rows<{ id: number }>(
    db,
    sql`update landings l set position = v.pos, updated_at = now() from (values ${values}) as v(id, pos)
    where l.id = v.id and l.showcase_id = ${showcaseId} returning l.id`,
  );
  return updated.length;
}

export function picturesOf(db: Db, showcaseId: number, mediaIds: number[]): Promise<Array<{ id: number; path: string }>> {
  if (!mediaIds.length) return Promise.resolve([]);
  // This showcase's uploads, or pictures its landings already show (seeded ones live elsewhere).
  return rows(
    db,
    sql`select m.id, m.path from media m where m.id in (${sql.join(
      mediaIds.map((m) => sql`${m}`),
      sql`, `,
    )})
    and (starts_with(m.path, ${picturePrefix(showcaseId)}) or exists (
      select 1 from landings l cross join jsonb_array_elements(l.blocks) b
      where l.showcase_id = ${showcaseId} and b->>'type' = 'picture' and b->>'mediaId' = m.id::text))`,
  );
}

export function productsOf(db: Db, productIds: number[]): Promise<Array<{ id: number; name: string; price: number }>> {
  if (!productIds.length) return Promise.resolve([]);
  return rows(
    db,
    sql`select id, name, price::float8 as price from products where is_active and id in (${sql.join(
      productIds.map((p) => sql`${p}`),
      sql`, `,
    )})`,
  );
}

/** Landing pictures of a showcase live under their own prefix, so a block can only point at that showcase's uploads. */
export const picturePrefix = (showcaseId: number) => `images/media/landings/${showcaseId}/`;

export async function insertPicture(
  db: Db | Tx,
  showcaseId: number,
  name: string,
  type: string,
  data: Buffer,
  ownerId: number,
): Promise<{ id: number; path: string }> {
  const path = `${picturePrefix(showcaseId)}${name}`;
  const row = await one<{ id: number }>(
    db,
    sql`insert into media (path, content_type, data, owner_id) values (${path}, ${type}, ${data}, ${ownerId}) returning id`,
  );
  return { id: row!.id, path };
}
