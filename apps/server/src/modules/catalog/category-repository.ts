import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

export interface VisibleCategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  position: number;
  /** How many categories exist in all (the same on every row): equal to the row count when every one is visible. */
  ofAll: number;
}

/** The showcase shows every category: a product filter needs no category condition (the planner then drives by the search index). */
export const showsEveryCategory = (rows: readonly VisibleCategoryRow[]) => rows.length > 0 && rows.length === rows[0]!.ofAll;

/**
 * Categories the showcase shows, in its order, with the showcase's custom names.
 * A child is visible only when its parent is visible too.
 */
export function visibleCategories(db: Db, showcaseId: number): Promise<VisibleCategoryRow[]> {
  return rows<VisibleCategoryRow>(
    db,
    sql`
    select c.id, c.parent_id as "parentId", c.slug, coalesce(sc.custom_name, c.name) as name, sc.position,
      (select count(*)::int from categories) as "ofAll"
    from categories c
    join showcase_categories sc on sc.category_id = c.id and sc.showcase_id = ${showcaseId} and sc.visible
    left join showcase_categories psc on psc.category_id = c.parent_id and psc.showcase_id = ${showcaseId}
    where c.parent_id is null or psc.visible
    order by sc.position, c.position, c.id`,
  );
}

/** Active products per category (an index-only count; only the category tree needs it). */
export async function productCounts(db: Db, categoryIds: number[]): Promise<Map<number, number>> {
  if (!categoryIds.length) return new Map();
  const counts = await rows<{ id: number; n: number }>(
    db,
    sql`
    select p.category_id as id, count(*)::int as n from products p
    where p.is_active and p.category_id in (${sql.join(
      categoryIds.map((i) => sql`${i}`),
      sql`, `,
    )}) group by p.category_id`,
  );
  return new Map(counts.map((c) => [c.id, c.n]));
}
