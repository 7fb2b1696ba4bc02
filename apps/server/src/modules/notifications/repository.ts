import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../db/sql';
import { notifications } from '../../db/schema';

type Conn = Db | Tx;

export interface NotificationRow {
  id: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  seenAt: Date | null;
}

const mine = (userId: number) => eq(notifications.userId, userId);
const cnt = sql<number>`count(*)::int`;

export function pageOf(db: Conn, userId: number, limit: number, offset: number): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      seenAt: notifications.seenAt,
    })
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function counts(db: Conn, userId: number): Promise<{ total: number; unseen: number }> {
  const [row] = await db
    .select({ total: cnt, unseen: sql<number>`(count(*) filter (where ${notifications.seenAt} is null))::int` })
    .from(notifications)
    .where(mine(userId));
  return { total: row?.total ?? 0, unseen: row?.unseen ?? 0 };
}

/** False when the notification is not the user's (nothing changes then). Marking twice keeps the first time. */
export async function markSeen(db: Conn, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ seenAt: sql`coalesce(${notifications.seenAt}, now())` })
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllSeen(db: Conn, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ seenAt: sql`now()` })
    .where(and(mine(userId), isNull(notifications.seenAt)));
}

// ---- showcase staff (owner and admins) and their bot messages ----

export interface StaffMember {
  userId: number;
  notifyByBot: boolean;
}

/** The showcase's owner and admins (the owner even without a row in showcase_admins), each with their bot opt-in. */
/** The showcase's owner and admins, by user id, each with whether he takes bot messages. */
const staffQuery = (showcaseId: number): SQL => sql`
    select s.owner_id as "userId", coalesce(a.notify_by_bot, false) as "notifyByBot"
      from showcases s left join showcase_admins a on a.showcase_id = s.id and a.user_id = s.owner_id
     where s.id = ${showcaseId}
    union
    select a.user_id as "userId", a.notify_by_bot as "notifyByBot"
      from showcase_admins a join showcases s on s.id = a.showcase_id
     where a.showcase_id = ${showcaseId} and a.user_id <> s.owner_id
    order by "userId"`;

export async function staffOf(db: Conn, showcaseId: number): Promise<StaffMember[]> {
  const result = await rows<StaffMember>(db, staffQuery(showcaseId));
  return result.map((r) => ({ userId: Number(r.userId), notifyByBot: Boolean(r.notifyByBot) }));
}

/**
 * insertStaffNotification's rows for every staff member, as a SELECT of the notifications columns (user_id,
 * showcase_id, type, title, body, link, bot_state) by user id, for a caller that writes them in a statement of its own.
 */
export function staffNotificationRows(showcaseId: number, n: { type: string; title: string; body: string; link: string | null }): SQL {
  return sql`
    select m."userId" as user_id, ${showcaseId}::int as showcase_id, ${n.type}::text as type, ${n.title}::text as title,
      ${n.body}::text as body, ${n.link}::text as link, case when m."notifyByBot" then 'pending' end as bot_state
    from (${staffQuery(showcaseId)}) m`;
}

export async function insertStaffNotification(
  db: Conn,
  n: { userId: number; showcaseId: number; type: string; title: string; body: string; link: string | null; bot: boolean },
): Promise<void> {
  await db.execute(sql`insert into notifications (user_id, showcase_id, type, title, body, link, bot_state)
    values (${n.userId}, ${n.showcaseId}, ${n.type}, ${n.title}, ${n.body}, ${n.link}, ${n.bot ? 'pending' : null})`);
}

export interface PendingBotMessage {
  id: number;
  userId: number;
  showcaseId: number;
  title: string;
  body: string;
  telegramId: number | null;
  maxId: number | null;
}

/**
 * Takes up to `limit` pending bot messages, marking them sent in the same statement (`skip locked`: several nodes
 * never take the same one), so each is sent at most once.
 */
export async function takePendingBotMessages(db: Conn, limit: number): Promise<PendingBotMessage[]> {
  const result = await rows<PendingBotMessage>(
    db,
    sql`
    with taken as (
      update notifications set bot_state = 'sent'
       where id in (select id from notifications where bot_state = 'pending' order by id limit ${limit} for update skip locked)
      returning id, user_id, showcase_id, title, body)
    select t.id, t.user_id as "userId", t.showcase_id as "showcaseId", t.title, t.body,
           u.telegram_id as "telegramId", u.max_id as "maxId"
      from taken t join users u on u.id = t.user_id
     order by t.id`,
  );
  return result.map((r) => ({
    ...r,
    id: Number(r.id),
    userId: Number(r.userId),
    showcaseId: Number(r.showcaseId),
    telegramId: r.telegramId === null ? null : Number(r.telegramId),
    maxId: r.maxId === null ? null : Number(r.maxId),
  }));
}

export async function markBotFailed(db: Conn, id: number): Promise<void> {
  await db.execute(sql`update notifications set bot_state = 'failed' where id = ${id}`);
}

/** The staff member's opt-in; false for someone who is not on the showcase's staff. */
export async function botOptIn(db: Conn, showcaseId: number, userId: number): Promise<boolean> {
  const [row] = await rows<{ on: boolean }>(
    db,
    sql`select notify_by_bot as "on" from showcase_admins where showcase_id = ${showcaseId} and user_id = ${userId}`,
  );
  return row?.on === true;
}

/** Sets the opt-in of a staff member (the owner gets an owner row when he has none yet). */
export async function setBotOptIn(db: Conn, showcaseId: number, userId: number, isOwner: boolean, enabled: boolean): Promise<void> {
  await db.execute(sql`insert into showcase_admins (showcase_id, user_id, role, notify_by_bot)
    values (${showcaseId}, ${userId}, ${isOwner ? 'owner' : 'admin'}, ${enabled})
    on conflict (showcase_id, user_id) do update set notify_by_bot = excluded.notify_by_bot`);
}
