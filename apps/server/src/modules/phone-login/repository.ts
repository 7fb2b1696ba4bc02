import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';

type Conn = Db | Tx;

/** The profile's contact phone as checkout prefills it (`+79123456789`); the login phone is the bare 11 digits. */
const contactPhone = (phone: string) => `+${phone}`;

export interface CodeRow {
  id: number;
  salt: string;
  codeHash: string;
  attempts: number;
  expired: boolean;
}

/** Codes asked for this phone and from this IP in the last hour, and the seconds since this phone's last one. */
export async function recentCodes(db: Conn, phone: string, ip: string): Promise<{ byPhone: number; byIp: number; lastAgo: number | null }> {
  const row = await one<{ by_phone: number; by_ip: number; last_ago: number | null }>(
    db,
    sql`select
      (select count(*)::int from phone_codes where phone = ${phone} and created_at > now() - interval '1 hour') as by_phone,
      (select count(*)::int from phone_codes where ip = ${ip} and created_at > now() - interval '1 hour') as by_ip,
      (select extract(epoch from now() - max(created_at))::float8 from phone_codes where phone = ${phone}) as last_ago`,
  );
  return { byPhone: row?.by_phone ?? 0, byIp: row?.by_ip ?? 0, lastAgo: row?.last_ago ?? null };
}

/** A new code replaces the phone's earlier ones (only the newest can be entered); rows older than a day go. */
export async function insertCode(tx: Tx, c: { phone: string; salt: string; codeHash: string; ip: string; ttlMinutes: number }): Promise<number> {
  await tx.execute(sql`delete from phone_codes where created_at < now() - interval '1 day'`);
  await tx.execute(sql`update phone_codes set used_at = now() where phone = ${c.phone} and used_at is null`);
  const row = await one<{ id: number }>(
    tx,
    sql`insert into phone_codes (phone, salt, code_hash, ip, expires_at)
      values (${c.phone}, ${c.salt}, ${c.codeHash}, ${c.ip}, now() + make_interval(mins => ${c.ttlMinutes}))
      returning id`,
  );
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The phone's live code (unused), locked for this transaction. */
export async function lockLiveCode(tx: Tx, phone: string): Promise<CodeRow | null> {
  const row = await one<{ id: number; salt: string; code_hash: string; attempts: number; expired: boolean }>(
    tx,
    sql`select id, salt, code_hash, attempts, expires_at <= now() as expired from phone_codes
      where phone = ${phone} and used_at is null order by created_at desc, id desc limit 1 for update`,
  );
  return row ? { id: row.id, salt: row.salt, codeHash: row.code_hash, attempts: row.attempts, expired: row.expired } : null;
}

export async function countFailedAttempt(db: Conn, id: number): Promise<number> {
  const row = await one<{ attempts: number }>(db, sql`update phone_codes set attempts = attempts + 1 where id = ${id} returning attempts`);
  return row?.attempts ?? 0;
}

export async function markCodeUsed(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`update phone_codes set used_at = now() where id = ${id}`);
}

export interface PhoneOwner {
  id: number;
  name: string;
  telegramId: number | null;
  orders: number;
}

export async function findPhoneOwner(db: Conn, phone: string): Promise<PhoneOwner | null> {
  const row = await one<{ id: number; name: string; telegram_id: string | number | null; orders: number }>(
    db,
    sql`select u.id, u.name, u.telegram_id, (select count(*)::int from orders o where o.user_id = u.id) as orders
      from users u where u.login_phone = ${phone} and u.merged_into is null`,
  );
  return row ? { id: row.id, name: row.name, telegramId: row.telegram_id === null ? null : Number(row.telegram_id), orders: row.orders } : null;
}

export async function insertPhoneUser(tx: Tx, u: { phone: string; name: string; refCode: string }): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    sql`insert into users (name, ref_code, login_phone, phone) values (${u.name}, ${u.refCode}, ${u.phone}, ${contactPhone(u.phone)}) returning id`,
  );
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function setLoginPhone(tx: Tx, userId: number, phone: string): Promise<void> {
  await tx.execute(
    sql`update users set login_phone = ${phone}, phone = coalesce(phone, ${contactPhone(phone)}), updated_at = now() where id = ${userId}`,
  );
}

export async function loginPhoneOf(db: Conn, userId: number): Promise<string | null> {
  const row = await one<{ login_phone: string | null }>(db, sql`select login_phone from users where id = ${userId}`);
  return row?.login_phone ?? null;
}

export async function insertSandboxSms(
  db: Conn,
  m: { id: string; apiId: string; phone: string; text: string; sender: string | null },
): Promise<void> {
  await db.execute(sql`insert into sandbox_sms (id, api_id, phone, text, sender) values (${m.id}, ${m.apiId}, ${m.phone}, ${m.text}, ${m.sender})`);
}

export function latestSandboxSms(db: Conn, limit: number): Promise<Array<{ id: string; phone: string; text: string; created_at: Date | string }>> {
  return rows(db, sql`select id, phone, text, created_at from sandbox_sms order by created_at desc, id desc limit ${limit}`);
}
