import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';

/** SQL of the seller screens. Every query names the showcase it acts on; callers have checked access. */

export interface ShowcaseListRow {
  id: number;
  alias: string;
  name: string;
  stateId: number;
  role: 'owner' | 'admin';
  hasLogo: boolean;
  updatedAfter: number;
  ordersCount: number;
  visibleProducts: number;
  landingsCount: number;
}

const listColumns = sql`
  s.id, s.alias, s.name, s.state_id as "stateId", s.logo_media_id is not null as "hasLogo", s.updated_after::float8 as "updatedAfter",
  (select count(*)::int from orders o where o.showcase_id = s.id) as "ordersCount",
  (select count(*)::int from landings l where l.showcase_id = s.id) as "landingsCount",
  (select count(*)::int from products p
     join categories c on c.id = p.category_id
     join showcase_categories sc on sc.category_id = c.id and sc.showcase_id = s.id and sc.visible
     left join showcase_categories psc on psc.category_id = c.parent_id and psc.showcase_id = s.id
     -- As the catalogue shows it (catalog/category-repository visibleCategories): a child only under a visible parent.
     where p.is_active and (c.parent_id is null or psc.visible)) as "visibleProducts"`;

/** The live showcases the user owns or administers. */
export function listAdministered(db: Db, userId: number): Promise<ShowcaseListRow[]> {
  return rows<ShowcaseListRow>(
    db,
    sql`
    select ${listColumns}, case when s.owner_id = ${userId} then 'owner' else 'admin' end as role
    from showcases s
    where s.deleted_at is null
      and (s.owner_id = ${userId} or exists (select 1 from showcase_admins a where a.showcase_id = s.id and a.user_id = ${userId}))
    order by s.id`,
  );
}

/** Deleted showcases keep their alias (the unique index spans them), so a taken alias is any row's. */
export async function aliasTaken(db: Db | Tx, alias: string, exceptShowcaseId?: number): Promise<boolean> {
  const row = await one<{ n: number }>(db, sql`select count(*)::int as n from showcases where alias = ${alias} and id <> ${exceptShowcaseId ?? 0}`);
  return (row?.n ?? 0) > 0;
}

/** Domains are stored normalised; the comparison is on lower() like the unique index, deleted showcases included. */
export async function domainTaken(db: Db | Tx, domain: string, exceptShowcaseId: number): Promise<boolean> {
  const row = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from showcases where lower(domain) = lower(${domain}) and id <> ${exceptShowcaseId}`,
  );
  return (row?.n ?? 0) > 0;
}

export const aliasAssignment = (alias: string) => sql`alias = ${alias}`;

/** A new custom domain (or none): a fresh token, and any earlier proof of ownership is gone. */
export async function setDomain(db: Db | Tx, showcaseId: number, alias: string, domain: string | null, token: string | null): Promise<void> {
  await updateShowcase(
    db,
    showcaseId,
    sql`alias = ${alias}, domain = ${domain}, domain_token = ${token}, domain_verified_at = null,
    domain_verified_via = null, domain_verified_by = null, domain_verify_reason = null`,
  );
}

/**
 * Marks the domain proven, only while it is still the one that was checked (a change meanwhile renewed the token);
 * false when it changed.
 */
export async function markDomainVerified(
  db: Db | Tx,
  showcaseId: number,
  expected: { domain: string; token: string | null },
  proof: { via: 'dns' | 'operator'; by: number; reason: string | null },
): Promise<boolean> {
  const updated = await rows<{ id: number }>(
    db,
    sql`
    update showcases set domain_verified_at = now(), domain_verified_via = ${proof.via}, domain_verified_by = ${proof.by},
      domain_verify_reason = ${proof.reason}, ${bumpUpdatedAfter}
    where id = ${showcaseId} and deleted_at is null and domain = ${expected.domain} and domain_token is not distinct from ${expected.token}
    returning id`,
  );
  return updated.length > 0;
}

/** `updated_after` always moves forward on a save, even twice in one second: logos refresh with `?t=`. */
export const bumpUpdatedAfter = sql`updated_after = greatest(extract(epoch from now())::bigint, updated_after + 1)`;

/** Moves `updated_after` alone, for a change stored in another table (categories, menu). */
export async function bumpShowcase(db: Db | Tx, showcaseId: number): Promise<void> {
  await db.execute(sql`update showcases set ${bumpUpdatedAfter} where id = ${showcaseId}`);
}

export async function updateShowcase(db: Db | Tx, showcaseId: number, assignments: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql`update showcases set ${assignments}, ${bumpUpdatedAfter} where id = ${showcaseId} and deleted_at is null`);
}

export interface PersonRow {
  userId: number;
  name: string;
  refCode: string;
}

export function listAdmins(db: Db, showcaseId: number): Promise<Array<PersonRow & { role: 'owner' | 'admin' }>> {
  return rows(
    db,
    sql`
    select u.id as "userId", u.name, u.ref_code as "refCode", case when s.owner_id = u.id then 'owner' else a.role end as role
    from showcase_admins a join users u on u.id = a.user_id join showcases s on s.id = a.showcase_id
    where a.showcase_id = ${showcaseId} order by (s.owner_id = u.id) desc, a.created_at, u.id`,
  );
}

export function listBans(db: Db, showcaseId: number): Promise<Array<PersonRow & { reason: string }>> {
  return rows(
    db,
    sql`
    select u.id as "userId", u.name, u.ref_code as "refCode", b.reason
    from showcase_bans b join users u on u.id = b.user_id where b.showcase_id = ${showcaseId} order by b.created_at, u.id`,
  );
}

export function userByRefCode(db: Db, refCode: string): Promise<{ id: number; isBanned: boolean } | undefined> {
  return one(db, sql`select id, is_banned as "isBanned" from users where upper(ref_code) = upper(${refCode})`);
}

/** A showcase's ledger account balance in kopecks: its local cashback fund or its network (owner commission) account. */
export async function showcaseAccountBalance(db: Db, showcaseId: number, kind: 'showcase_fund' | 'showcase_network'): Promise<number> {
  const row = await one<{ b: number }>(
    db,
    sql`
    select coalesce(sum(balance - reserved), 0)::float8 as b from bonus_accounts where kind = ${kind} and showcase_id = ${showcaseId}`,
  );
  return row?.b ?? 0;
}

/** Copies the template's categories (visibility, order, custom names) onto a showcase; replaces what it had. */
export async function copyCategories(tx: Tx, fromId: number, toId: number): Promise<void> {
  await tx.execute(sql`delete from showcase_categories where showcase_id = ${toId}`);
  await tx.execute(sql`
    insert into showcase_categories (showcase_id, category_id, visible, position, custom_name)
    select ${toId}, category_id, visible, position, custom_name from showcase_categories where showcase_id = ${fromId}`);
}

/** A new showcase without a template shows the whole network tree in the network's order. */
export async function showAllCategories(tx: Tx, showcaseId: number): Promise<void> {
  await tx.execute(sql`
    insert into showcase_categories (showcase_id, category_id, visible, position)
    select ${showcaseId}, c.id, true, (row_number() over (order by coalesce(p.position, c.position), coalesce(p.id, c.id), c.parent_id nulls first, c.position, c.id))::int
    from categories c left join categories p on p.id = c.parent_id
    on conflict do nothing`);
}

/** Settings a template passes on: everything but identity (alias, domain, name, bot), state and owner. Not orders. */
export async function copySettings(tx: Tx, fromId: number, toId: number): Promise<void> {
  await tx.execute(sql`
    update showcases t set description = f.description, slogan = f.slogan, cashback_percent = f.cashback_percent,
      require_referral = f.require_referral, contacts = f.contacts, header_settings = f.header_settings,
      home_settings = f.home_settings, burger_menu = f.burger_menu, share_text = f.share_text,
      updated_after = greatest(extract(epoch from now())::bigint, t.updated_after + 1)
    from showcases f where f.id = ${fromId} and t.id = ${toId}`);
}
