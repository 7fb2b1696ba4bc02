import { changeModeBodySchema } from '@storefront/contract/tg';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { canAdminister } from '../showcases/service';
import { publicRead, publicWrite, type MethodTable } from '../../lib/dispatch-types';
import { databaseNow } from './repository';

export const systemMethods: MethodTable = {
  getDBTime: publicRead(z.object({}), async (_input, { app }) => ({ ServerTime: (await databaseNow(app.db)).toISOString() })),

  /** Developer mode is for admins of this showcase (and operators); the wow-tree mode for anyone. */
  changeMode: publicWrite(changeModeBodySchema, async (input, { app, req, reply }) => {
    if (input.devMode === 1 && !(req.showcase && (await canAdminister(app.db, req.user, req.showcase.id)))) {
      throw new AppError('FORBIDDEN');
    }
    await app.sessions.ensure(req, reply);
    await app.sessions.patchData(req, {
      ...(input.devMode !== undefined ? { devMode: input.devMode === 1 } : {}),
      ...(input.wowTreeMode !== undefined ? { wowTreeMode: input.wowTreeMode } : {}),
    });
    return { ok: true };
  }),
};
