import { sql, type SQL } from 'drizzle-orm';
import type { Owner } from '../../lib/owner';

export interface ProductCardRow {
  id: number;
  name: string;
  article: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  picture: string | null;
  brandId: number | null;
  brandSlug: string | null;
  brandName: string | null;
  categorySlug: string;
  isFavourite: boolean;
}

export function isFavouriteSql(owner: Owner): SQL {
  if (owner.userId !== null) return sql`exists(select 1 from favourites f where f.product_id = p.id and f.user_id = ${owner.userId})`;
  if (owner.sessionHash !== null) return sql`exists(select 1 from favourites f where f.product_id = p.id and f.session_hash = ${owner.sessionHash})`;
  return sql`false`;
}

/**
 * Columns and joins of a product card; the caller adds where/order/limit. Alias of products is `p`. `from`: the
 * products to dress as cards, already chosen (see productCardPage), instead of the whole table.
 */
export function productCardSelect(owner: Owner, extra: SQL = sql``, from: SQL = sql`products`): SQL {
  return sql`
    select p.id, p.name, p.article, p.price::int as "price", p.old_price::int as "oldPrice", p.stock,
      '/' || img.path as "picture", b.id as "brandId", b.slug as "brandSlug", b.name as "brandName",
      c.slug as "categorySlug", ${isFavouriteSql(owner)} as "isFavourite" ${extra}
    from ${from} p
    join categories c on c.id = p.category_id
    left join brands b on b.id = p.brand_id
    left join lateral (
      select m.path from product_images pi join media m on m.id = pi.small_media_id
      where pi.product_id = p.id order by pi.position limit 1
    ) img on true`;
}

/**
 * One page of cards: the products are chosen and sorted first (indexes, LIMIT), and only that page is joined to
 * its category, brand and first picture and given the `extra` columns (a headline, ts_headline being the dearest
 * thing per row) — not every match before the sort.
 */
export function productCardPage(owner: Owner, where: SQL, order: SQL, limit: number, offset: number, extra: SQL = sql``): SQL {
  const chosen = sql`(select p.* from products p where ${where} order by ${order} limit ${limit} offset ${offset})`;
  return sql`${productCardSelect(owner, extra, chosen)} order by ${order}`;
}

export function toProductCard(row: ProductCardRow) {
  return {
    id: row.id,
    name: row.name,
    article: row.article,
    price: row.price,
    oldPrice: row.oldPrice,
    stock: row.stock,
    picture: row.picture,
    brand:
      row.brandId !== null && row.brandSlug !== null && row.brandName !== null ? { id: row.brandId, slug: row.brandSlug, name: row.brandName } : null,
    categorySlug: row.categorySlug,
    isFavourite: row.isFavourite,
  };
}
