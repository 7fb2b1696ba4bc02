import { setCatalogStateSchema, updateMenuSchema } from '@storefront/contract/seller';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { defineMethod, type MethodTable } from '../dispatch/types';
import { adminOf } from '../seller-showcases/access';
import { bumpUpdatedAfter } from '../seller-showcases/repository';
import { setMenu, setVisibility } from './repository';

/** A category change is a settings change: updated_after moves so cached menus and logos refresh. */
async function touch(db: Db, showcaseId: number, write: (tx: Tx) => Promise<void>) {
  await db.transaction(async (tx) => {
    await write(tx);
    await tx.execute(sql`update showcases set ${bumpUpdatedAfter} where id = ${showcaseId}`);
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
    handler: async (input, ctx) => {
      const id = (await adminOf(ctx, 'write')).showcase.id;
      return touch(ctx.app.db, id, (tx) => setMenu(tx, id, input.categories));
    },
  }),
};
