import { VAT_RATES } from '@storefront/contract/receipts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tsvector, created, money } from './columns';
import { media, showcases } from './showcases';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): never => categories.id as never),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const showcaseCategories = pgTable(
  'showcase_categories',
  {
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    customName: text('custom_name'),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.categoryId] })],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logoMediaId: integer('logo_media_id').references(() => media.id),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    article: text('article').notNull().unique(),
    name: text('name').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    oldPrice: money('old_price'),
    stock: integer('stock').notNull().default(0),
    bonusRate: numeric('bonus_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(10),
    /** VAT rate of the 54-ФЗ receipt (VAT_RATES of the contract); 22 % is the standard rate from 2026. */
    vatRate: text('vat_rate', { enum: VAT_RATES }).notNull().default('22'),
    attributes: jsonb('attributes').$type<Array<{ name: string; value: string }>>().notNull().default([]),
    videoLinks: jsonb('video_links').$type<string[]>().notNull().default([]),
    popularity: integer('popularity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
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
  products: integer('products').notNull().default(0),
  label: boolean('label').notNull().default(false),
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
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    smallMediaId: integer('small_media_id')
      .notNull()
      .references(() => media.id),
    bigMediaId: integer('big_media_id')
      .notNull()
      .references(() => media.id),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);
