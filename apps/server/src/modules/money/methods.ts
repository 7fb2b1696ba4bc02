import { createShowcaseWithdrawBodySchema } from '@storefront/contract/bonuses';
import {
  createFundTopupBodySchema,
  deletePayoutDestinationBodySchema,
  operatorAdjustBodySchema,
  savePayoutDestinationBodySchema,
  showcaseMoneyQuerySchema,
} from '@storefront/contract/money';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { limitWithdrawals } from '../bonuses/rate-limit';
import { createShowcaseWithdraw } from '../bonuses/withdrawals';
import { ok, operatorWrite, userWrite, type MethodTable } from '../../lib/dispatch-types';
import { adminMethod } from '../seller-showcases/access';
import { ownerWrite } from './access';
import { bankName, deleteDestination, saveDestination } from './destinations';
import { adjustAccount } from './operator';
import { showcaseMoney } from './service';
import { createTopup } from './topups';

/** /api/tg methods of showcase money (owner moves, staff reads), payout destinations and the operator's adjustments. */
export const moneyMethods: MethodTable = {
  getShowcaseMoney: adminMethod({ schema: showcaseMoneyQuerySchema, kind: 'read' }, (_input, access, ctx) => showcaseMoney(ctx.app, access)),
  createShowcaseWithdraw: ownerWrite(createShowcaseWithdrawBodySchema, async (input, { showcase, user }, ctx) => {
    await limitWithdrawals(ctx.app, ctx.req, ctx.reply);
    return createShowcaseWithdraw(ctx.app.db, ctx.app.config, requestLocale(ctx.req), user.id, showcase.id, {
      amount: input.amount,
      method: input.payoutMethod,
      details: input.details,
      bankId: input.bankId,
      destinationId: input.destinationId,
    });
  }),
  createFundTopup: ownerWrite(createFundTopupBodySchema, (input, { showcase, user }, ctx) =>
    createTopup(ctx.app, ctx.req, user, showcase, input.amount, input.requestId),
  ),
  savePayoutDestination: userWrite(savePayoutDestinationBodySchema, async (input, { app, req }) => {
    const d = await saveDestination(app.db, app.config, requireUser(req).id, {
      method: input.payoutMethod,
      details: input.details,
      bankId: input.bankId,
    });
    return { destination: { id: d.id, method: d.method, masked: d.masked, bankId: d.bankId, bankName: bankName(d.bankId) } };
  }),
  deletePayoutDestination: userWrite(
    deletePayoutDestinationBodySchema,
    async (input, { app, req }) => (await deleteDestination(app.db, requireUser(req).id, input.id), ok),
  ),
  operatorAdjustAccount: operatorWrite(operatorAdjustBodySchema, (input, { app, req }) => adjustAccount(app.db, requireUser(req).id, input)),
};
