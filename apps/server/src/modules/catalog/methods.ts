import { getShowcaseMenuQuerySchema } from '@storefront/contract/catalog';
import { AppError } from '../../lib/app-error';
import { ownerOf } from '../../lib/owner';
import { publicRead, type MethodTable } from '../../lib/dispatch-types';
import { categoryTree } from './service';

export const catalogMethods: MethodTable = {
  /** The showcase's visible categories in its order: drives the catalogue and its menu (spec §7). */
  getShowcaseMenu: publicRead(getShowcaseMenuQuerySchema, async (input, { app, req }) => {
    if (req.showcase?.id !== input.id) throw new AppError('NOT_FOUND');
    return { categories: await categoryTree({ db: app.db, showcaseId: input.id, owner: ownerOf(req), cache: app.readCache }) };
  }),
};
