import { VAT_RATES } from '@storefront/contract/receipts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tsvector, created, money, id, blankText, intZero, flag, fk, optFk } from './columns';
import { media, showcaseRef } from './showcases';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: optFk('parent_id', (): never => categories.id as never),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    position: intZero('position'),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const showcaseCategories = pgTable(
  'showcase_categories',
  {
    showcaseId: showcaseRef('cascade'),
    categoryId: fk('category_id', () => categories.id, 'cascade'),
    visible: flag('visible', true),
    position: intZero('position'),
    customName: text('custom_name'),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.categoryId] })],
);

export const brands = pgTable('brands', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: blankText('description'),
  logoMediaId: optFk('logo_media_id', () => media.id),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    article: text('article').notNull().unique(),
    name: text('name').notNull(),
    brandId: optFk('brand_id', () => brands.id),
    categoryId: fk('category_id', () => categories.id),
    description: blankText('description'),
    price: money('price').notNull(),
    oldPrice: money('old_price'),
    stock: intZero('stock'),
    bonusRate: numeric('bonus_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(10),
    /** VAT rate of the 54-ФЗ receipt (VAT_RATES of the contract); 22 % is the standard rate from 2026. */
    vatRate: text('vat_rate', { enum: VAT_RATES }).notNull().default('22'),
    attributes: jsonb('attributes').$type<Array<{ name: string; value: string }>>().notNull().default([]),
    videoLinks: jsonb('video_links').$type<string[]>().notNull().default([]),
    popularity: intZero('popularity'),
    isActive: flag('is_active', true),
    searchVector: tsvector('search_vector'),
    createdAt: created(),
  },
  (t) => [
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.price} > 0`),
    index('products_category_idx').on(t.categoryId, t.id),
    // One per catalogue sort, so a category page reads its 24 rows in order instead of sorting the category.
    index('products_category_popular_idx').on(t.categoryId, t.popularity.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_category_price_idx').on(t.categoryId, t.price, t.id),
    index('products_category_new_idx').on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_brand_idx').on(t.brandId),
    index('products_price_idx').on(t.price),
    index('products_created_idx').on(t.createdAt),
    index('products_popularity_idx').on(t.popularity),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Articles with or without the dash, exactly or by prefix (migration 0009).
    index('products_article_key_idx').using('btree', sql`regexp_replace(upper(${t.article}), '[^0-9A-Z]', '', 'g') text_pattern_ops`),
  ],
);

/**
 * The search dictionary (migration 0009, kept by triggers): the words of product names and descriptions with
 * the number of products carrying each, and the words of brand and category names (label). Read whole into each
 * node's memory (search-dictionary.ts): its look-up indexes went in migration 0024.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  stem: text('stem').notNull(),
  products: intZero('products'),
  label: flag('label'),
});

/**
 * The dictionary's version (migration 0024): bumped by every statement that writes search_terms, in the same
 * transaction; the nodes keep the dictionary in memory and reload it when this moves.
 */
export const searchTermsVersion = pgTable('search_terms_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: fk('product_id', () => products.id, 'cascade'),
    position: intZero('position'),
    smallMediaId: fk('small_media_id', () => media.id),
    bigMediaId: fk('big_media_id', () => media.id),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);
