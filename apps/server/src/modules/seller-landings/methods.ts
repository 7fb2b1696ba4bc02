import {
  adminActionQuerySchema,
  adminActionsQuerySchema,
  deleteActionSchema,
  publishActionSchema,
  reorderActionsSchema,
  saveActionSchema,
} from '@storefront/contract/seller';
import { LANDING_BLOCKS_MAX } from '@storefront/contract/seller-rules';
import { ok, type MethodTable } from '../../lib/dispatch-types';
import { adminMethod } from '../seller-showcases/access';
import * as service from './service';

/**
 * A landing holds up to LANDING_BLOCKS_MAX text blocks of 20 000 characters of HTML each, at most 3 bytes a
 * character in UTF-8 (Cyrillic takes 2, a JSON-escaped quote 2): 60 KB a block, 1.8 MB for 30 blocks.
 */
const LANDING_BODY_LIMIT = LANDING_BLOCKS_MAX * 60 * 1024 + 64 * 1024;
/** /api/tg methods of the landings editor; each acts on the checked showcase's landings only. */
export const sellerLandingMethods: MethodTable = {
  getAdminShowcaseActions: adminMethod({ schema: adminActionsQuerySchema, kind: 'read' }, async (_input, { showcase }, ctx) => ({
    actions: await service.listLandings(ctx.app.db, showcase.id),
  })),
  getAdminAction: adminMethod({ schema: adminActionQuerySchema, kind: 'read' }, (input, { showcase }, ctx) =>
    service.landingForEdit(ctx.app.db, showcase.id, input.id),
  ),
  saveAction: adminMethod({ schema: saveActionSchema, kind: 'write', bodyLimit: LANDING_BODY_LIMIT }, (input, { showcase }, ctx) =>
    service.saveLanding(ctx.app.db, showcase.id, input),
  ),
  publishAction: adminMethod({ schema: publishActionSchema, kind: 'write' }, async (input, { showcase }, ctx) => {
    await service.publishLanding(ctx.app.db, showcase.id, input.id, input.published);
    return ok;
  }),
  reorderActions: adminMethod({ schema: reorderActionsSchema, kind: 'write' }, async (input, { showcase }, ctx) => {
    await service.reorderLandings(ctx.app.db, showcase.id, input.ids);
    return ok;
  }),
  /** Spec §7: POST /tg/ delete action. */
  deleteAction: adminMethod({ schema: deleteActionSchema, kind: 'write' }, async (input, { showcase }, ctx) => {
    await service.deleteLanding(ctx.app.db, showcase.id, input.id);
    return ok;
  }),
};
