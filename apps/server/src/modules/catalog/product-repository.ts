import { NEW_ARRIVAL_DAYS, type GlobalFilter, type Sort } from '@storefront/contract/catalog';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { productCardPage, productCardSelect, type ProductCardRow } from './product-card-sql';
import type { Owner } from '../../lib/owner';

export interface ProductFilter {
  categoryIds: number[];
  /**
   * categoryIds are every category there is (the showcase shows them all): no category condition. An IN list of
   * all of them makes PostgreSQL AND a bitmap of every product into a search (40 ms at 100 000 products).
   */
  everyCategory?: boolean | undefined;
  brandSlugs?: string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  inStock?: boolean | undefined;
  globalFilter?: GlobalFilter | undefined;
  /** Search: only the products a query matches. */
  match?: SQL | undefined;
}

const list = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** WHERE clause of a filtered product set; an empty category list matches nothing. */
export function filterSql(f: ProductFilter, opts: { withBrands?: boolean } = {}): SQL {
  const parts: SQL[] = [sql`p.is_active`];
  if (!f.everyCategory) parts.push(f.categoryIds.length ? sql`p.category_id in (${list(f.categoryIds)})` : sql`false`);
  if (opts.withBrands !== false && f.brandSlugs?.length) {
    parts.push(
      sql`p.brand_id in (select id from brands where slug in (${sql.join(
        f.brandSlugs.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
    );
  }
  if (f.priceMin !== undefined) parts.push(sql`p.price >= ${f.priceMin}`);
  if (f.priceMax !== undefined) parts.push(sql`p.price <= ${f.priceMax}`);
  if (f.inStock || f.globalFilter === 'in_stock') parts.push(sql`p.stock > 0`);
  if (f.globalFilter === 'with_discount') parts.push(sql`p.old_price > p.price`);
  if (f.match) parts.push(f.match);
  if (f.globalFilter === 'new_arrivals') parts.push(sql`p.created_at > now() - make_interval(days => ${NEW_ARRIVAL_DAYS})`);
  return sql.join(parts, sql` and `);
}

export const ORDER_BY: Record<Sort, SQL> = {
  popular: sql`p.popularity desc, p.id desc`,
  new: sql`p.created_at desc, p.id desc`,
  price_asc: sql`p.price asc, p.id asc`,
  price_desc: sql`p.price desc, p.id desc`,
};

export async function listProducts(db: Db, owner: Owner, f: ProductFilter, sort: Sort, limit: number, offset: number) {
  const where = filterSql(f);
  const [items, count] = await Promise.all([
    rows<ProductCardRow>(db, productCardPage(owner, where, ORDER_BY[sort], limit, offset)),
    one<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where}`),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function facets(db: Db | Tx, f: ProductFilter) {
  const where = filterSql(f, { withBrands: false });
  const [brands, price] = await Promise.all([
    rows<{ id: number; slug: string; name: string; count: number }>(
      db,
      sql`
      select b.id, b.slug, b.name, count(*)::int as count from products p join brands b on b.id = p.brand_id
      where ${where} group by b.id order by count desc, b.name limit 50`,
    ),
    one<{ min: number | null; max: number | null }>(
      db,
      sql`select min(p.price)::int as min, max(p.price)::int as max from products p where ${where}`,
    ),
  ]);
  return { brands, price: price?.min != null && price.max != null ? { min: price.min, max: price.max } : null };
}

export function productsByIds(db: Db, owner: Owner, ids: number[]): Promise<ProductCardRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return rows<ProductCardRow>(db, sql`${productCardSelect(owner)} where p.is_active and p.id in (${list(ids)})`);
}

export interface ProductDetailRow extends ProductCardRow {
  description: string;
  attributes: Array<{ name: string; value: string }>;
  videoLinks: string[];
  bonusRate: number;
  categoryId: number;
}

export function productDetail(db: Db, owner: Owner, id: number): Promise<ProductDetailRow | undefined> {
  const extra = sql`, p.description, p.attributes, p.video_links as "videoLinks", p.bonus_rate::float8 as "bonusRate", p.category_id as "categoryId"`;
  return one<ProductDetailRow>(db, sql`${productCardSelect(owner, extra)} where p.id = ${id} and p.is_active`);
}

export function productImages(db: Db, productId: number) {
  return rows<{ small: string; big: string }>(
    db,
    sql`
    select '/' || sm.path as small, '/' || bm.path as big from product_images pi
    join media sm on sm.id = pi.small_media_id join media bm on bm.id = pi.big_media_id
    where pi.product_id = ${productId} order by pi.position`,
  );
}

export function brandsWithCounts(db: Db, categoryIds: number[]) {
  if (!categoryIds.length) return Promise.resolve([]);
  return rows<{ id: number; slug: string; name: string; description: string; logo: string | null; productCount: number }>(
    db,
    sql`
    select b.id, b.slug, b.name, b.description, '/' || m.path as logo, count(p.id)::int as "productCount"
    from brands b join products p on p.brand_id = b.id and p.is_active and p.category_id in (${list(categoryIds)})
    left join media m on m.id = b.logo_media_id
    group by b.id, m.path order by b.name`,
  );
}
