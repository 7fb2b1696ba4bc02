import {
  bonusTransactionsQuerySchema,
  createBonusPaymentBodySchema,
  createTransferBodySchema,
  createWithdrawBodySchema,
  fictitiousSaleBodySchema,
  findRecipientQuerySchema,
  payWithdrawalBodySchema,
  rejectWithdrawalBodySchema,
  withdrawalRequestsQuerySchema,
  withdrawBonusesBodySchema,
} from '@storefront/contract/bonuses';
import { z } from 'zod';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { defineMethod, operatorRead, operatorWrite, userRead, userWrite, type MethodContext, type MethodTable } from '../../lib/dispatch-types';
import { fictitiousSale } from './fictitious';
import { limitWithdrawals } from './rate-limit';
import { bonusTransactions } from './transactions';
import { createBonusPayment, createTransfer, findRecipient } from './transfers';
import { ownerWrite } from '../money/access';
import { payWithdrawalOnline } from '../money/payouts';
import { createWithdraw, decideWithdrawal, withdrawalRequests, withdrawData, type WithdrawInput } from './withdrawals';

async function withdraw({ app, req, reply }: MethodContext, input: WithdrawInput) {
  await limitWithdrawals(app, req, reply);
  return createWithdraw(app.db, app.config, requestLocale(req), requireUser(req).id, input);
}

/** The bonus methods of /api/tg (spec §7). */
export const bonusMethods: MethodTable = {
  getClientBonusTransactions: userRead(bonusTransactionsQuerySchema, (input, { app, req }) =>
    bonusTransactions(app.db, requestLocale(req), requireUser(req).id, req.showcase?.id ?? null, input.page, input.sort),
  ),
  getWithdrawBonusesData: userRead(z.object({ method: z.literal('getWithdrawBonusesData') }), (_input, { app, req }) =>
    withdrawData(app.db, requireUser(req).id),
  ),
  withdrawBonuses: userWrite(withdrawBonusesBodySchema, (input, ctx) =>
    withdraw(ctx, {
      amount: input.amount,
      method: input.payoutMethod,
      details: input.details,
      bankId: input.bankId,
      destinationId: input.destinationId,
    }),
  ),
  findTransferRecipient: userRead(findRecipientQuerySchema, (input, { app, req }) =>
    findRecipient(app.db, requestLocale(req), requireUser(req).id, input.refCode),
  ),
  getWithdrawalRequests: operatorRead(withdrawalRequestsQuerySchema, (input, { app }) => withdrawalRequests(app.db, input.status)),
  payWithdrawal: operatorWrite(payWithdrawalBodySchema, async (input, { app, req }) => ({
    withdrawal:
      input.mode === 'manual'
        ? await decideWithdrawal(app.db, requireUser(req).id, input.id, { pay: true, reference: input.reference! })
        : await payWithdrawalOnline(app, requireUser(req).id, input.id),
  })),
  rejectWithdrawal: operatorWrite(rejectWithdrawalBodySchema, async (input, { app, req }) => ({
    withdrawal: await decideWithdrawal(app.db, requireUser(req).id, input.id, { pay: false, reason: input.reason }),
  })),
  createBonusPayment: ownerWrite(createBonusPaymentBodySchema, (input, _owner, { app, req }) =>
    createBonusPayment(app.db, requestLocale(req), requireUser(req), {
      showcaseId: input.ShowcaseID,
      refCode: input.refCode,
      amount: input.amount,
      comment: input.comment,
      requestId: input.requestId,
    }),
  ),
  createFictitiousSaleOrder: defineMethod({
    schema: fictitiousSaleBodySchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: (input, { app, req }) =>
      fictitiousSale(app.db, requestLocale(req), requireUser(req).id, {
        showcaseId: input.ShowcaseID,
        items: input.items,
        buyerRefCode: input.buyerRefCode,
      }),
  }),
};

/** The bonus actions of /api/ajax/ (spec §7 "create withdraw", "mlm transfer"). */
export const bonusActions: MethodTable = {
  createWithdraw: userWrite(createWithdrawBodySchema, (input, ctx) =>
    withdraw(ctx, { amount: input.amount, method: input.method, details: input.details, bankId: input.bankId, destinationId: input.destinationId }),
  ),
  createTransfer: userWrite(createTransferBodySchema, async (input, { app, req, reply }) => {
    await limitWithdrawals(app, req, reply);
    return createTransfer(app.db, requestLocale(req), requireUser(req), {
      refCode: input.refCode,
      amount: input.amount,
      requestId: input.requestId,
    });
  }),
};
