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
import { userWrite, ok, type MethodTable } from '../../lib/dispatch-types';
import { adminMethod, requireShowcaseAdmin } from './access';
import * as service from './service';

/** /api/tg methods of the showcase settings screen (spec §7 "update showcase settings"). */
export const sellerShowcaseMethods: MethodTable = {
  // Lifting a block is a write on a blocked showcase: the state rule, not the freeze, decides it.
  updateShowcaseSettings: adminMethod(
    { schema: updateShowcaseSettingsSchema, kind: 'write', mode: 'read' },
    async (input, access, ctx) => (await service.setState(ctx.app.db, access, input.stateId), ok),
  ),
  addShowcaseAdmin: adminMethod(
    { schema: addShowcaseAdminSchema, kind: 'write' },
    async (input, access, ctx) => (await service.addAdmin(ctx.app.db, access, input.refCode), ok),
  ),
  removeShowcaseAdmin: adminMethod(
    { schema: removeShowcaseAdminSchema, kind: 'write' },
    async (input, access, ctx) => (await service.removeAdmin(ctx.app.db, access, input.userId), ok),
  ),
  banShowcaseUser: adminMethod(
    { schema: banShowcaseUserSchema, kind: 'write' },
    async (input, access, ctx) => (await service.banUser(ctx.app.db, access, input.refCode, input.reason), ok),
  ),
  unbanShowcaseUser: adminMethod(
    { schema: unbanShowcaseUserSchema, kind: 'write' },
    async (input, access, ctx) => (await service.unbanUser(ctx.app.db, access, input.userId), ok),
  ),
};

/** /api/ajax/ actions (spec §7): check alias, clone template, remove showcase. */
export const sellerShowcaseActions: MethodTable = {
  checkAlias: userWrite(checkAliasSchema, async (input, { app, req }) => {
    // Checking on behalf of a showcase (its own alias is free for it) needs its administration.
    if (input.ShowcaseID !== undefined) await requireShowcaseAdmin(app, req, input.ShowcaseID, 'read');
    return service.checkAlias(app.db, input.alias, input.ShowcaseID);
  }),
  cloneTemplate: adminMethod(
    { schema: cloneTemplateSchema, kind: 'write' },
    async (input, access, ctx) => (await service.cloneTemplate(ctx.app.db, access, input.templateId), ok),
  ),
  removeShowcase: adminMethod(
    { schema: removeShowcaseSchema, kind: 'write' },
    async (_input, access, ctx) => (await service.removeShowcase(ctx.app.db, access), ok),
  ),
};
