import { setCatalogStateSchema, updateMenuSchema } from '@storefront/contract/seller';
import type { Db, Tx } from '../../db/client';
import { defineMethod, type MethodTable } from '../../lib/dispatch-types';
import { adminOf } from '../seller-showcases/access';
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
  setCatalogState: defineMethod({
    schema: setCatalogStateSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => {
      const id = (await adminOf(ctx, 'write')).showcase.id;
      return touch(ctx.app.db, id, (tx) => setVisibility(tx, id, input.categories));
    },
  }),
  updateMenu: defineMethod({
    schema: updateMenuSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    // Up to 1000 categories, each with a custom name of up to 100 characters: ~260 bytes a category at most.
    bodyLimit: 512 * 1024,
    handler: async (input, ctx) => {
      const id = (await adminOf(ctx, 'write')).showcase.id;
      return touch(ctx.app.db, id, (tx) => setMenu(tx, id, input.categories));
    },
  }),
};
