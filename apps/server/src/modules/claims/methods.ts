import {
  answerShowcaseClaimBodySchema,
  decideShowcaseClaimBodySchema,
  sellerClaimQuerySchema,
  sellerClaimsQuerySchema,
} from '@storefront/contract/claims';
import { defineMethod, type MethodTable } from '../../lib/dispatch-types';
import { adminOf } from '../seller-showcases/access';
import { answerClaim, decideClaim } from './decide';
import { claimOfShowcase, showcaseClaim, showcaseClaims } from './service';

/**
 * The seller's claims inbox (/api/tg): the owner and admins of the named showcase read its claims, answer the buyer,
 * approve (all lines or the chosen ones) or reject with a reason. A claim of another showcase does not exist here.
 */
export const claimMethods: MethodTable = {
  getShowcaseClaims: defineMethod({
    schema: sellerClaimsQuerySchema,
    access: 'showcaseAdmin',
    kind: 'read',
    handler: async (input, ctx) => {
      const { showcase } = await adminOf(ctx, 'read');
      return { claims: await showcaseClaims(ctx.app.db, showcase.id, input.filter) };
    },
  }),
  getShowcaseClaim: defineMethod({
    schema: sellerClaimQuerySchema,
    access: 'showcaseAdmin',
    kind: 'read',
    handler: async (input, ctx) => {
      const { showcase } = await adminOf(ctx, 'read');
      return { claim: await showcaseClaim(ctx.app.db, showcase.id, input.id) };
    },
  }),
  answerShowcaseClaim: defineMethod({
    schema: answerShowcaseClaimBodySchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => {
      const { showcase, user } = await adminOf(ctx, 'write');
      await claimOfShowcase(ctx.app.db, showcase.id, input.id);
      await answerClaim(ctx.app, input.id, input.answer, user);
      return { claim: await showcaseClaim(ctx.app.db, showcase.id, input.id) };
    },
  }),
  decideShowcaseClaim: defineMethod({
    schema: decideShowcaseClaimBodySchema,
    access: 'showcaseAdmin',
    kind: 'write',
    handler: async (input, ctx) => {
      const { showcase, user } = await adminOf(ctx, 'write');
      await claimOfShowcase(ctx.app.db, showcase.id, input.id);
      await decideClaim(ctx.app, input.id, input.decision, input.answer ?? null, user, input.lines);
      return { claim: await showcaseClaim(ctx.app.db, showcase.id, input.id) };
    },
  }),
};
