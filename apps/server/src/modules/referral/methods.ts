import { saveLastLinkBodySchema } from '@storefront/contract/referral';
import { requireUser } from '../../lib/guards';
import { userWrite, type MethodTable } from '../../lib/dispatch-types';
import { saveLastLink } from './service';

export const referralMethods: MethodTable = {
  /** The share dialog records what the user sent (spec §3 "Last sent link", read back by getLastLink). */
  saveLastLink: userWrite(saveLastLinkBodySchema, async (input, { app, req }) => {
    await saveLastLink(app.db, requireUser(req).id, input.bot, input.url);
    return { ok: true };
  }),
};
