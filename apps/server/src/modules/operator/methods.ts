import {
  banUserBodySchema,
  blockShowcaseBodySchema,
  decideClaimBodySchema,
  networkSettingsQuerySchema,
  operatorClaimsQuerySchema,
  operatorShowcasesQuerySchema,
  operatorUsersQuerySchema,
  unbanUserBodySchema,
  unblockShowcaseBodySchema,
  updateNetworkSettingsBodySchema,
  verifyDomainBodySchema,
} from '@storefront/contract/operator';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { decideClaim } from '../claims/decide';
import { defineMethod, type MethodTable } from '../../lib/dispatch-types';
import { approveDomain } from '../seller-showcases/domain';
import * as service from './service';

const ok = { ok: true } as const;

/**
 * The operator console's /api/tg methods (issue 5). The dispatcher refuses them to everyone but operators; the
 * withdrawal queue is served by the bonus module's getWithdrawalRequests / payWithdrawal / rejectWithdrawal.
 */
export const operatorMethods: MethodTable = {
  operatorShowcases: defineMethod({
    schema: operatorShowcasesQuerySchema,
    access: 'operator',
    kind: 'read',
    handler: (input, { app }) => service.showcases(app.db, { search: input.search, state: input.state }),
  }),
  operatorBlockShowcase: defineMethod({
    schema: blockShowcaseBodySchema,
    access: 'operator',
    kind: 'write',
    handler: async (input, { app, req }) => (
      await service.blockShowcase(app.db, requestLocale(req), requireUser(req).id, input.id, input.reason),
      ok
    ),
  }),
  operatorUnblockShowcase: defineMethod({
    schema: unblockShowcaseBodySchema,
    access: 'operator',
    kind: 'write',
    handler: (input, { app, req }) => service.unblockShowcase(app.db, requestLocale(req), input.id),
  }),
  operatorVerifyDomain: defineMethod({
    schema: verifyDomainBodySchema,
    access: 'operator',
    kind: 'write',
    handler: (input, { app, req }) => approveDomain(app.db, app.config, requestLocale(req), requireUser(req).id, input.id, input.reason),
  }),
  operatorUsers: defineMethod({
    schema: operatorUsersQuerySchema,
    access: 'operator',
    kind: 'read',
    handler: (input, { app }) =>
      service.users(app.db, { search: input.search, banned: input.banned === undefined ? undefined : input.banned === '1' }),
  }),
  operatorBanUser: defineMethod({
    schema: banUserBodySchema,
    access: 'operator',
    kind: 'write',
    handler: async (input, { app, req }) => (await service.banUser(app.db, requestLocale(req), requireUser(req).id, input.id, input.reason), ok),
  }),
  operatorUnbanUser: defineMethod({
    schema: unbanUserBodySchema,
    access: 'operator',
    kind: 'write',
    handler: async (input, { app, req }) => (await service.unbanUser(app.db, requestLocale(req), input.id), ok),
  }),
  operatorClaims: defineMethod({
    schema: operatorClaimsQuerySchema,
    access: 'operator',
    kind: 'read',
    handler: (input, { app }) => service.claims(app.db, input.filter),
  }),
  operatorDecideClaim: defineMethod({
    schema: decideClaimBodySchema,
    access: 'operator',
    kind: 'write',
    // The same decision path as a seller's: the order's return, bonus reversals and the buyer's notification live there.
    handler: async (input, { app, req }) => (await decideClaim(app, input.id, input.decision, input.answer ?? null, requireUser(req)), ok),
  }),
  getNetworkSettings: defineMethod({
    schema: networkSettingsQuerySchema,
    access: 'operator',
    kind: 'read',
    handler: (_input, { app }) => service.networkSettings(app.db),
  }),
  updateNetworkSettings: defineMethod({
    schema: updateNetworkSettingsBodySchema,
    access: 'operator',
    kind: 'write',
    handler: (input, { app }) => service.updateNetworkSettings(app.db, input.settings),
  }),
};
