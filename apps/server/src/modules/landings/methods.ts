import { getShowcaseActionsQuerySchema } from '@storefront/contract/landings';
import { AppError } from '../../lib/app-error';
import { publicRead, type MethodTable } from '../../lib/dispatch-types';
import { publicLandings } from './service';

export const landingMethods: MethodTable = {
  /** The public landings ("actions") of the current showcase (spec §7 getShowcaseActions). */
  getShowcaseActions: publicRead(getShowcaseActionsQuerySchema, async (input, { app, req }) => {
    if (req.showcase?.id !== input.id) throw new AppError('NOT_FOUND');
    return { actions: await publicLandings(app.db, input.id) };
  }),
};
