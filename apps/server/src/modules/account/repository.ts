import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';

export interface ProfileRow {
  id: number;
  name: string;
  username: string | null;
  avatarUrl: string | null;
  phone: string | null;
  email: string | null;
  city: string | null;
  locale: string;
  refCode: string;
  createdAt: Date;
  isAgent: boolean;
  shownToUpline: boolean;
}

const columns = {
  id: users.id,
  name: users.name,
  username: users.username,
  avatarUrl: users.avatarUrl,
  phone: users.phone,
  email: users.email,
  city: users.city,
  locale: users.locale,
  refCode: users.refCode,
  createdAt: users.createdAt,
  isAgent: users.isAgent,
  shownToUpline: users.shownToUpline,
};

export async function findProfile(db: Db | Tx, userId: number): Promise<ProfileRow | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export interface ProfilePatch {
  name?: string;
  phone?: string | null;
  email?: string | null;
  city?: string | null;
  locale?: string;
  shownToUpline?: boolean;
}

export async function updateProfile(db: Db | Tx, userId: number, patch: ProfilePatch): Promise<ProfileRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(columns);
  return row ?? null;
}
