import { z } from 'zod';
import { count, idInput, isoDateTime, pageParam, pager, rowId, url } from './fields';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationSchema = z.object({
  id: rowId,
  /** e.g. order_status, bonus, referral, claim_answered. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path the notification opens, or null. */
  link: url.nullable(),
  createdAt: isoDateTime,
  seen: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/account/notifications/?page= (zero-based, like the bonus list): newest first. */
export const notificationsQuerySchema = z.object({ page: pageParam });
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unseen: count.nonnegative(),
  pager,
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/**
 * POST /api/ajax/ {action: 'updateNotification', id, seen: true} ("update notification", spec §7), or
 * {action, all: true, seen: true} for every notification of the user. Answers with the unseen count left.
 */
export const updateNotificationBodySchema = z
  .object({
    action: z.literal('updateNotification'),
    id: idInput.optional(),
    all: z.literal(true).optional(),
    seen: z.literal(true),
  })
  .strict()
  .refine((b) => (b.id === undefined) !== (b.all === undefined), { message: 'id or all is required', path: ['id'] });
export type UpdateNotificationBody = z.input<typeof updateNotificationBodySchema>;
export const updateNotificationResponseSchema = z.object({ ok: z.literal(true), unseen: count.nonnegative() });
