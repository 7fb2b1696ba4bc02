import type { LandingBlockView, LandingDetail, LandingSummary } from '@storefront/contract/landings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LandingBlock } from '../../db/schema';
import { one, rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { Owner } from '../../lib/owner';
import { productCardsByIds } from '../catalog/service';

/** Public = published and within its dates (open ends allowed). Admin screens see everything. */
export const PUBLIC_LANDING = sql`l.published and (l.starts_at is null or l.starts_at <= now()) and (l.ends_at is null or l.ends_at > now())`;

interface LandingRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  cover: string | null;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  blocks: LandingBlock[];
}

const select = sql`
  select l.id, l.slug, l.title, l.description, '/' || m.path as cover, l.starts_at as "startsAt", l.ends_at as "endsAt", l.blocks
  from landings l left join media m on m.id = l.cover_media_id`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function summary(r: LandingRow): LandingSummary {
  return { id: r.id, slug: r.slug, title: r.title, description: r.description, cover: r.cover, startsAt: iso(r.startsAt), endsAt: iso(r.endsAt) };
}

export async function publicLandings(db: Db, showcaseId: number): Promise<LandingSummary[]> {
  const list = await rows<LandingRow>(db, sql`${select} where l.showcase_id = ${showcaseId} and ${PUBLIC_LANDING} order by l.position, l.id`);
  return list.map(summary);
}

export async function countPublicLandings(db: Db, showcaseId: number): Promise<number> {
  return (
    (await one<{ n: number }>(db, sql`select count(*)::int as n from landings l where l.showcase_id = ${showcaseId} and ${PUBLIC_LANDING}`))?.n ?? 0
  );
}

/** One public landing of the showcase with its blocks resolved: products as cards, pictures as URLs. */
export async function landingDetail(db: Db, showcaseId: number, owner: Owner, id: number): Promise<LandingDetail> {
  const row = await one<LandingRow>(db, sql`${select} where l.id = ${id} and l.showcase_id = ${showcaseId} and ${PUBLIC_LANDING}`);
  if (!row) throw new AppError('NOT_FOUND');
  const productIds = row.blocks.flatMap((b) => (b.type === 'products' ? b.productIds : []));
  const mediaIds = row.blocks.flatMap((b) => (b.type === 'picture' ? [b.mediaId] : []));
  const [cards, media] = await Promise.all([
    productCardsByIds(db, owner, productIds),
    mediaIds.length
      ? rows<{ id: number; path: string }>(
          db,
          sql`select id, path from media where id in (${sql.join(
            mediaIds.map((m) => sql`${m}`),
            sql`, `,
          )})`,
        )
      : [],
  ]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const pathById = new Map(media.map((m) => [m.id, `/${m.path}`]));
  const blocks: LandingBlockView[] = row.blocks.flatMap((b): LandingBlockView[] => {
    if (b.type === 'text') return [{ type: 'text', ...(b.title ? { title: b.title } : {}), text: sanitizeHtml(b.text) }];
    if (b.type === 'picture') {
      const url = pathById.get(b.mediaId);
      return url ? [{ type: 'picture', url, ...(b.caption ? { caption: b.caption } : {}) }] : [];
    }
    const products = b.productIds.map((pid) => cardById.get(pid)).filter((c) => c !== undefined);
    return products.length ? [{ type: 'products', ...(b.title ? { title: b.title } : {}), products }] : [];
  });
  return { ...summary(row), blocks };
}
