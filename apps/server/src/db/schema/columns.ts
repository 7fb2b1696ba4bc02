import {
  bigint,
  boolean,
  customType,
  integer,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by the schema files: each names one column shape the tables repeat, so a table lists what
 * is particular to it. Money and bonuses are integer kopecks (1 bonus = 1 ₽ = 100).
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A timestamp set by the database when the row is written: `not null default now()`. */
export const tsNow = (name: string) => ts(name).notNull().defaultNow();
export const created = () => tsNow('created_at');
export const updated = () => tsNow('updated_at');
/** A row the code changes after writing it: `created_at` and `updated_at`, both set on insert. */
export const timestamps = () => ({ createdAt: created(), updatedAt: updated() });
export const money = (name: string) => bigint(name, { mode: 'number' });
/** The surrogate key: `serial primary key`. */
export const id = () => serial('id').primaryKey();
/** `text not null default ''`: a free text the row may leave empty. */
export const blankText = (name: string) => text(name).notNull().default('');
/** `integer not null default 0`: a count or a position. */
export const intZero = (name: string) => integer(name).notNull().default(0);
/** `boolean not null default …`. */
export const flag = (name: string, value = false) => boolean(name).notNull().default(value);

type Target = ReferenceConfig['ref'];
export type OnDelete = 'cascade' | 'set null';
const actions = (onDelete?: OnDelete): ReferenceConfig['actions'] => (onDelete ? { onDelete } : {});
/** A required foreign key: `integer not null references target`. */
export const fk = (name: string, target: Target, onDelete?: OnDelete) => integer(name).notNull().references(target, actions(onDelete));
/** An optional foreign key: `integer references target`. */
export const optFk = (name: string, target: Target, onDelete?: OnDelete) => integer(name).references(target, actions(onDelete));

/** The payment sandbox's own records (DEMO): the provider's text id, kept once per (shop, Idempotence-Key). */
export const sandboxKey = () => ({
  id: text('id').primaryKey(),
  shopId: text('shop_id').notNull(),
  idempotenceKey: text('idempotence_key').notNull(),
});
export const sandboxKeyIndex = (table: string, t: { shopId: AnyPgColumn; idempotenceKey: AnyPgColumn }) =>
  uniqueIndex(`${table}_idempotence_idx`).on(t.shopId, t.idempotenceKey);
/** An amount as the provider's API carries it: "1234.50" and its currency. */
export const providerAmount = () => ({
  amountValue: text('amount_value').notNull(),
  currency: text('currency').notNull(),
});
