import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Pick<CompanyRow, 'form' | 'name' | 'inn' | 'kpp' | 'ogrn' | 'bik' | 'account' | 'address'>;

/** Every query names the owner: a company of another user (or a removed one) is simply not found. */
const own = (userId: number, id: number) => and(eq(companies.id, id), eq(companies.userId, userId), isNull(companies.deletedAt));

export function listCompanies(db: Db, userId: number): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(and(eq(companies.userId, userId), isNull(companies.deletedAt)))
    .orderBy(asc(companies.id));
}

export async function insertCompany(db: Db, userId: number, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

export async function updateCompany(db: Db, userId: number, id: number, values: CompanyValues): Promise<CompanyRow | undefined> {
  const [row] = await db.update(companies).set(values).where(own(userId, id)).returning();
  return row;
}

export async function softDeleteCompany(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.update(companies).set({ deletedAt: new Date() }).where(own(userId, id)).returning({ id: companies.id });
  return rows.length > 0;
}
