import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

export interface VisibleCategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  position: number;
  productCount: number;
}

/**
 * Categories the showcase shows, in its order, with the showcase's custom names.
 * A child is visible only when its parent is visible too.
 */
export function visibleCategories(db: Db, showcaseId: number): Promise<VisibleCategoryRow[]> {
  return rows<VisibleCategoryRow>(db, sql`
    select c.id, c.parent_id as "parentId", c.slug, coalesce(sc.custom_name, c.name) as name, sc.position,
      (select count(*)::int from products p where p.category_id = c.id and p.is_active) as "productCount"
    from categories c
    join showcase_categories sc on sc.category_id = c.id and sc.showcase_id = ${showcaseId} and sc.visible
    left join showcase_categories psc on psc.category_id = c.parent_id and psc.showcase_id = ${showcaseId}
    where c.parent_id is null or psc.visible
    order by sc.position, c.position, c.id`);
}
