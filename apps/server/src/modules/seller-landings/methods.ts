import {
  adminActionQuerySchema,
  adminActionsQuerySchema,
  deleteActionSchema,
  publishActionSchema,
  reorderActionsSchema,
  saveActionSchema,
} from '@storefront/contract/seller';
import { LANDING_BLOCKS_MAX } from '@storefront/contract/seller-rules';
import { defineMethod, type MethodTable } from '../../lib/dispatch-types';
import { adminOf } from '../seller-showcases/access';
import * as service from './service';

/**
 * A landing holds up to LANDING_BLOCKS_MAX text blocks of 20 000 characters of HTML each, at most 3 bytes a
 * character in UTF-8 (Cyrillic takes 2, a JSON-escaped quote 2): 60 KB a block, 1.8 MB for 30 blocks.
 */
const LANDING_BODY_LIMIT = LANDING_BLOCKS_MAX * 60 * 1024 + 64 * 1024;

/** /api/tg methods of the landings editor; each acts on the checked showcase's landings only. */
export const sellerLandingMethods: MethodTable = {
  getAdminShowcaseActions: defineMethod({
    schema: adminActionsQuerySchema,
    access: 'showcaseAdmin',
    kind: 'read',
    handler: async (_input, ctx) => ({ actions: await service.listLandings(ctx.app.db, (await adminOf(ctx, 'read')).showcase.id) }),
  }),
  getAdminAction: defineMethod({
    schema: adminActionQuerySchema,
    access: 'showcaseAdmin',
    kind: 'read',
    handler: async (input, ctx) => service.landingForEdit(ctx.app.db, (await adminOf(ctx, 'read')).showcase.id, input.id),
  }),
  saveAction: defineMethod({
    schema: saveActionSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    bodyLimit: LANDING_BODY_LIMIT,
    handler: async (input, ctx) => service.saveLanding(ctx.app.db, (await adminOf(ctx, 'write')).showcase.id, input),
  }),
  publishAction: defineMethod({
    schema: publishActionSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => {
      await service.publishLanding(ctx.app.db, (await adminOf(ctx, 'write')).showcase.id, input.id, input.published);
      return { ok: true };
    },
  }),
  reorderActions: defineMethod({
    schema: reorderActionsSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => {
      await service.reorderLandings(ctx.app.db, (await adminOf(ctx, 'write')).showcase.id, input.ids);
      return { ok: true };
    },
  }),
  /** Spec §7: POST /tg/ delete action. */
  deleteAction: defineMethod({
    schema: deleteActionSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => {
      await service.deleteLanding(ctx.app.db, (await adminOf(ctx, 'write')).showcase.id, input.id);
      return { ok: true };
    },
  }),
};
