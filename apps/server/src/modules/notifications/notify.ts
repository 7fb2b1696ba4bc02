import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

export interface NotificationInput {
  userId: number;
  /** e.g. 'order_status', 'bonus_accrued', 'bonus_reversed', 'claim_answered', 'withdrawal'. */
  type: string;
  title: string;
  body?: string;
  /** An app path the notification opens, e.g. /account/profile/orders?id=12. */
  link?: string | null;
}

/** Writes a notification for the user (shown in the account, counted as unseen until marked seen). */
export async function notify(db: Db | Tx, n: NotificationInput): Promise<void> {
  await db.execute(
    sql`insert into notifications (user_id, type, title, body, link) values (${n.userId}, ${n.type}, ${n.title}, ${n.body ?? ''}, ${n.link ?? null})`,
  );
}
