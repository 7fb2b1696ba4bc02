import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one, rows } from '../../db/sql';

export interface PublicUserRow {
  id: number;
  name: string;
  avatarUrl: string | null;
  createdAt: Date;
}

export interface RunShowcaseRow {
  id: number;
  alias: string;
  domain: string | null;
  /** Raw SQL: a timestamp string or null; only whether it is set matters. */
  domainVerifiedAt: string | Date | null;
  name: string;
  updatedAfter: number;
}

/** The user whose ref code is the handle (exact, as generated); banned users have no public profile. */
export async function findPublicUserByHandle(db: Db, handle: string): Promise<PublicUserRow | null> {
  const row = await one<{ id: number; name: string; avatarUrl: string | null; createdAt: string | Date }>(
    db,
    sql`
    select id, name, avatar_url as "avatarUrl", created_at as "createdAt" from users where ref_code = ${handle} and not is_banned`,
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}

/** Live showcases in store or landing mode (1, 2) the user owns or administers, oldest first. */
export function showcasesRunBy(db: Db, userId: number): Promise<RunShowcaseRow[]> {
  return rows<RunShowcaseRow>(
    db,
    sql`
    select s.id, s.alias, s.domain, s.domain_verified_at as "domainVerifiedAt", s.name, s.updated_after::float8 as "updatedAfter"
    from showcases s
    where s.deleted_at is null and s.state_id in (1, 2)
      and (s.owner_id = ${userId} or exists (select 1 from showcase_admins a where a.showcase_id = s.id and a.user_id = ${userId}))
    order by s.id`,
  );
}
