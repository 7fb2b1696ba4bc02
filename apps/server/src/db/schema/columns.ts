import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files. Money and bonuses are integer kopecks (1 bonus = 1 ₽ = 100). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const created = () => ts('created_at').notNull().defaultNow();
export const money = (name: string) => bigint(name, { mode: 'number' });
