import {
  answerShowcaseClaimBodySchema,
  decideShowcaseClaimBodySchema,
  sellerClaimQuerySchema,
  sellerClaimsQuerySchema,
} from '@storefront/contract/claims';
import type { MethodTable } from '../../lib/dispatch-types';
import { adminMethod } from '../seller-showcases/access';
import { answerClaim, decideClaim } from './decide';
import { claimOfShowcase, showcaseClaim, showcaseClaims } from './service';

/**
 * The seller's claims inbox (/api/tg): the owner and admins of the named showcase read its claims, answer the buyer,
 * approve (all lines or the chosen ones) or reject with a reason. A claim of another showcase does not exist here.
 */
export const claimMethods: MethodTable = {
  getShowcaseClaims: adminMethod({ schema: sellerClaimsQuerySchema, kind: 'read' }, async (input, { showcase }, ctx) => ({
    claims: await showcaseClaims(ctx.app.db, showcase.id, input.filter),
  })),
  getShowcaseClaim: adminMethod({ schema: sellerClaimQuerySchema, kind: 'read' }, async (input, { showcase }, ctx) => ({
    claim: await showcaseClaim(ctx.app.db, showcase.id, input.id),
  })),
  answerShowcaseClaim: adminMethod({ schema: answerShowcaseClaimBodySchema, kind: 'write' }, async (input, { showcase, user }, ctx) => {
    await claimOfShowcase(ctx.app.db, showcase.id, input.id);
    await answerClaim(ctx.app, input.id, input.answer, user);
    return { claim: await showcaseClaim(ctx.app.db, showcase.id, input.id) };
  }),
  decideShowcaseClaim: adminMethod({ schema: decideShowcaseClaimBodySchema, kind: 'write' }, async (input, { showcase, user }, ctx) => {
    await claimOfShowcase(ctx.app.db, showcase.id, input.id);
    await decideClaim(ctx.app, input.id, input.decision, input.answer ?? null, user, input.lines);
    return { claim: await showcaseClaim(ctx.app.db, showcase.id, input.id) };
  }),
};
