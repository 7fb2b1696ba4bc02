import type { SellerCategory } from '@storefront/contract/seller';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../db/sql';

/**
 * The whole network tree with one showcase's choices. A category without a showcase_categories row is
 * hidden (that is how the public catalogue reads it) and sorts after the chosen ones in the network's order.
 */
export function editorCategories(db: Db, showcaseId: number): Promise<SellerCategory[]> {
  return rows<SellerCategory>(
    db,
    sql`
    select c.id, c.parent_id as "parentId", c.name, sc.custom_name as "customName", coalesce(sc.visible, false) as visible,
      coalesce(sc.position, 100000 + c.position) as position,
      (select count(*)::int from products p where p.is_active and p.category_id = c.id) as "productCount"
    from categories c left join showcase_categories sc on sc.category_id = c.id and sc.showcase_id = ${showcaseId}
    order by coalesce(sc.position, 100000 + c.position), c.position, c.id`,
  );
}

/** Unknown category ids would fail the foreign key; only existing ones are written. */
export async function setVisibility(tx: Tx, showcaseId: number, items: Array<{ id: number; visible: boolean }>): Promise<void> {
  const values = sql.join(
    items.map((i) => sql`(${i.id}::int, ${i.visible}::boolean)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into showcase_categories (showcase_id, category_id, visible, position)
    select ${showcaseId}, c.id, v.visible, 100000 + c.position
    from (values ${values}) as v(id, visible) join categories c on c.id = v.id
    on conflict (showcase_id, category_id) do update set visible = excluded.visible`);
}

export async function setMenu(tx: Tx, showcaseId: number, items: Array<{ id: number; position: number; customName: string | null }>): Promise<void> {
  const values = sql.join(
    items.map((i) => sql`(${i.id}::int, ${i.position}::int, ${i.customName}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into showcase_categories (showcase_id, category_id, visible, position, custom_name)
    select ${showcaseId}, c.id, false, v.position, nullif(btrim(v.name), '')
    from (values ${values}) as v(id, position, name) join categories c on c.id = v.id
    on conflict (showcase_id, category_id) do update set position = excluded.position, custom_name = excluded.custom_name`);
}
