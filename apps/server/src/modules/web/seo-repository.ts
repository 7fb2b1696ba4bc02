import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one, rows } from '../../db/sql';
import { PUBLIC_LANDING } from '../landings/service';

/**
 * Read-only lookups for link previews and the sitemap: a page's name, words and picture, only where the
 * showcase shows it (visible categories, public landings, its own static pages). One place for what search
 * engines and messengers may see.
 */
const VISIBLE_CATEGORY = (showcaseId: number) => sql`(
  select c.id from categories c
  join showcase_categories sc on sc.category_id = c.id and sc.showcase_id = ${showcaseId} and sc.visible
  left join showcase_categories psc on psc.category_id = c.parent_id and psc.showcase_id = ${showcaseId}
  where c.parent_id is null or psc.visible)`;

export function productMeta(db: Db, showcaseId: number, id: number) {
  return one<{ name: string; description: string; price: number; image: string | null; brand: string | null }>(
    db,
    sql`select p.name, p.description, p.price::float8 as price, b.name as brand,
      (select '/' || m.path from product_images pi join media m on m.id = pi.big_media_id where pi.product_id = p.id order by pi.position limit 1) as image
      from products p left join brands b on b.id = p.brand_id
      where p.id = ${id} and p.is_active and p.category_id in ${VISIBLE_CATEGORY(showcaseId)}`,
  );
}

export function landingMeta(db: Db, showcaseId: number, id: number) {
  return one<{ title: string; description: string; image: string | null }>(
    db,
    sql`select l.title, l.description, '/' || m.path as image from landings l left join media m on m.id = l.cover_media_id
      where l.id = ${id} and l.showcase_id = ${showcaseId} and ${PUBLIC_LANDING}`,
  );
}

export function categoryMeta(db: Db, showcaseId: number, slug: string) {
  return one<{ name: string }>(
    db,
    sql`select coalesce(sc.custom_name, c.name) as name from categories c
      join showcase_categories sc on sc.category_id = c.id and sc.showcase_id = ${showcaseId}
      where c.slug = ${slug} and c.id in ${VISIBLE_CATEGORY(showcaseId)}`,
  );
}

export function staticPageMeta(db: Db, showcaseId: number, alias: string) {
  return one<{ name: string }>(db, sql`select name from static_pages where showcase_id = ${showcaseId} and alias = ${alias}`);
}

/** Everything public of a showcase for sitemap.xml (products capped: a sitemap file holds at most 50 000 URLs). */
export async function sitemapEntries(db: Db, showcaseId: number, maxProducts: number) {
  const [categories, products, landings, pages] = await Promise.all([
    rows<{ slug: string }>(db, sql`select c.slug from categories c where c.id in ${VISIBLE_CATEGORY(showcaseId)} order by c.id`),
    rows<{ id: number; updated: string | null }>(
      db,
      sql`select p.id, null as updated from products p where p.is_active and p.category_id in ${VISIBLE_CATEGORY(showcaseId)} order by p.id limit ${maxProducts}`,
    ),
    rows<{ id: number; updated: Date | string }>(
      db,
      sql`select l.id, l.updated_at as updated from landings l where l.showcase_id = ${showcaseId} and ${PUBLIC_LANDING} order by l.id`,
    ),
    rows<{ alias: string }>(db, sql`select alias from static_pages where showcase_id = ${showcaseId} order by id`),
  ]);
  return { categories, products, landings, pages };
}
