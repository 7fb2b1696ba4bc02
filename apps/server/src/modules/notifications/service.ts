import { NOTIFICATIONS_PAGE_SIZE, type NotificationsResponse } from '@storefront/contract/notifications';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

/** One page (zero-based) of the user's notifications, newest first, with the unseen count of all of them. */
export async function listNotifications(db: Db, userId: number, page: number): Promise<NotificationsResponse> {
  const { total, unseen } = await repo.counts(db, userId);
  const totalPages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const currentPage = Math.min(page, totalPages - 1);
  const rows = await repo.pageOf(db, userId, NOTIFICATIONS_PAGE_SIZE, currentPage * NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      body: r.body,
      link: r.link,
      createdAt: r.createdAt.toISOString(),
      seen: r.seenAt !== null,
    })),
    unseen,
    pager: { currentPage, totalPages },
  };
}

/** "update notification": one of the user's notifications (another user's id is a 404), or all of them. */
export async function markNotificationsSeen(
  db: Db,
  userId: number,
  target: { id?: number | undefined; all?: true | undefined },
): Promise<{ ok: true; unseen: number }> {
  if (target.all) await repo.markAllSeen(db, userId);
  else if (target.id === undefined || !(await repo.markSeen(db, userId, target.id))) throw new AppError('NOT_FOUND');
  return { ok: true, unseen: (await repo.counts(db, userId)).unseen };
}

/** Showcase staff notifications (issue 15): other modules tell the owner and admins through these. */
export {
  botNotificationsOf,
  isShowcaseStaff,
  notifyShowcaseStaff,
  staffNotifications,
  setBotNotifications,
  STAFF_EVENT_KINDS,
  type StaffEvent,
  type StaffEventKind,
} from './staff';
