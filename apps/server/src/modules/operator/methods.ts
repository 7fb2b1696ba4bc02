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
import { operatorRead, operatorWrite, ok, type MethodTable } from '../../lib/dispatch-types';
import { approveDomain } from '../seller-showcases/domain';
import * as service from './service';

/**
 * The operator console's /api/tg methods (issue 5). The dispatcher refuses them to everyone but operators; the
 * withdrawal queue is served by the bonus module's getWithdrawalRequests / payWithdrawal / rejectWithdrawal.
 */
export const operatorMethods: MethodTable = {
  operatorShowcases: operatorRead(operatorShowcasesQuerySchema, (input, { app }) =>
    service.showcases(app.db, { search: input.search, state: input.state }),
  ),
  operatorBlockShowcase: operatorWrite(
    blockShowcaseBodySchema,
    async (input, { app, req }) => (await service.blockShowcase(app.db, requestLocale(req), requireUser(req).id, input.id, input.reason), ok),
  ),
  operatorUnblockShowcase: operatorWrite(unblockShowcaseBodySchema, (input, { app, req }) =>
    service.unblockShowcase(app.db, requestLocale(req), input.id),
  ),
  operatorVerifyDomain: operatorWrite(verifyDomainBodySchema, (input, { app, req }) =>
    approveDomain(app.db, app.config, requestLocale(req), requireUser(req).id, input.id, input.reason),
  ),
  operatorUsers: operatorRead(operatorUsersQuerySchema, (input, { app }) =>
    service.users(app.db, { search: input.search, banned: input.banned === undefined ? undefined : input.banned === '1' }),
  ),
  operatorBanUser: operatorWrite(
    banUserBodySchema,
    async (input, { app, req }) => (await service.banUser(app.db, requestLocale(req), requireUser(req).id, input.id, input.reason), ok),
  ),
  operatorUnbanUser: operatorWrite(
    unbanUserBodySchema,
    async (input, { app, req }) => (await service.unbanUser(app.db, requestLocale(req), input.id), ok),
  ),
  operatorClaims: operatorRead(operatorClaimsQuerySchema, (input, { app }) => service.claims(app.db, input.filter)),
  // The same decision path as a seller's: the order's return, bonus reversals and the buyer's notification live there.
  operatorDecideClaim: operatorWrite(
    decideClaimBodySchema,
    async (input, { app, req }) => (await decideClaim(app, input.id, input.decision, input.answer ?? null, requireUser(req)), ok),
  ),
  getNetworkSettings: operatorRead(networkSettingsQuerySchema, (_input, { app }) => service.networkSettings(app.db)),
  updateNetworkSettings: operatorWrite(updateNetworkSettingsBodySchema, (input, { app }) => service.updateNetworkSettings(app.db, input.settings)),
};
