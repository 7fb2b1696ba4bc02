import {
  addShowcaseAdminSchema,
  banShowcaseUserSchema,
  checkAliasSchema,
  cloneTemplateSchema,
  removeShowcaseAdminSchema,
  removeShowcaseSchema,
  unbanShowcaseUserSchema,
  updateShowcaseSettingsSchema,
} from '@storefront/contract/seller';
import { defineMethod, type MethodTable } from '../../lib/dispatch-types';
import { adminOf, requireShowcaseAdmin } from './access';
import * as service from './service';

const ok = { ok: true } as const;

/** /api/tg methods of the showcase settings screen (spec §7 "update showcase settings"). */
export const sellerShowcaseMethods: MethodTable = {
  updateShowcaseSettings: defineMethod({
    schema: updateShowcaseSettingsSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    // Lifting a block is a write on a blocked showcase: the state rule, not the freeze, decides it.
    handler: async (input, ctx) => (await service.setState(ctx.app.db, await adminOf(ctx, 'read'), input.stateId), ok),
  }),
  addShowcaseAdmin: defineMethod({
    schema: addShowcaseAdminSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => (await service.addAdmin(ctx.app.db, await adminOf(ctx, 'write'), input.refCode), ok),
  }),
  removeShowcaseAdmin: defineMethod({
    schema: removeShowcaseAdminSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => (await service.removeAdmin(ctx.app.db, await adminOf(ctx, 'write'), input.userId), ok),
  }),
  banShowcaseUser: defineMethod({
    schema: banShowcaseUserSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => (await service.banUser(ctx.app.db, await adminOf(ctx, 'write'), input.refCode, input.reason), ok),
  }),
  unbanShowcaseUser: defineMethod({
    schema: unbanShowcaseUserSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => (await service.unbanUser(ctx.app.db, await adminOf(ctx, 'write'), input.userId), ok),
  }),
};

/** /api/ajax/ actions (spec §7): check alias, clone template, remove showcase. */
export const sellerShowcaseActions: MethodTable = {
  checkAlias: defineMethod({
    schema: checkAliasSchema,
    access: 'user',
    kind: 'write',
    handler: async (input, { app, req }) => {
      // Checking on behalf of a showcase (its own alias is free for it) needs its administration.
      if (input.ShowcaseID !== undefined) await requireShowcaseAdmin(app, req, input.ShowcaseID, 'read');
      return service.checkAlias(app.db, input.alias, input.ShowcaseID);
    },
  }),
  cloneTemplate: defineMethod({
    schema: cloneTemplateSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => (await service.cloneTemplate(ctx.app.db, await adminOf(ctx, 'write'), input.templateId), ok),
  }),
  removeShowcase: defineMethod({
    schema: removeShowcaseSchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (_input, ctx) => (await service.removeShowcase(ctx.app.db, await adminOf(ctx, 'write')), ok),
  }),
};
