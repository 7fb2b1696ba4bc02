import { setCatalogStateSchema, updateMenuSchema } from '@storefront/contract/seller';
import type { Db, Tx } from '../../db/client';
import type { MethodTable } from '../../lib/dispatch-types';
import { adminMethod } from '../seller-showcases/access';
import { touchShowcase } from '../seller-showcases/service';
import { setMenu, setVisibility } from './repository';

/** A category change is a settings change: updated_after moves so cached menus and logos refresh. */
async function touch(db: Db, showcaseId: number, write: (tx: Tx) => Promise<void>) {
  await db.transaction(async (tx) => {
    await write(tx);
    await touchShowcase(tx, showcaseId);
  });
  return { ok: true };
}

/** Spec §7 POST /tg "set catalog state" and "update menu" (json=1): what the public catalogue and menu read. */
export const sellerCategoryMethods: MethodTable = {
  setCatalogState: adminMethod({ schema: setCatalogStateSchema, kind: 'write' }, (input, { showcase }, ctx) =>
    touch(ctx.app.db, showcase.id, (tx) => setVisibility(tx, showcase.id, input.categories)),
  ),
  // Up to 1000 categories, each with a custom name of up to 100 characters: ~260 bytes a category at most.
  updateMenu: adminMethod({ schema: updateMenuSchema, kind: 'write', bodyLimit: 512 * 1024 }, (input, { showcase }, ctx) =>
    touch(ctx.app.db, showcase.id, (tx) => setMenu(tx, showcase.id, input.categories)),
  ),
};
