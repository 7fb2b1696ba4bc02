import { updateNotificationBodySchema } from '@storefront/contract/notifications';
import { requireUser } from '../../lib/guards';
import { userWrite, type MethodTable } from '../../lib/dispatch-types';
import { markNotificationsSeen } from './service';

/** /api/ajax/ actions of the notifications ("update notification", spec §7). */
export const notificationActions: MethodTable = {
  updateNotification: userWrite(updateNotificationBodySchema, (input, { app, req }) => markNotificationsSeen(app.db, requireUser(req).id, input)),
};
