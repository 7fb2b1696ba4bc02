import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { z } from 'zod';
import { defineMethod, type MethodContext, type MethodDef } from '../../lib/dispatch-types';
import { requireShowcaseAdmin, type AdminAccess } from '../seller-showcases/access';

/**
 * Roles on a showcase: the owner and admins. Admins (and operators, who act through their own console) read the
 * showcase's money; only the owner moves it — payments to members, withdrawals of the share, fund top-ups.
 */
export async function requireShowcaseOwner(app: FastifyInstance, req: FastifyRequest, showcaseId: number): Promise<AdminAccess> {
  const access = await requireShowcaseAdmin(app, req, showcaseId, 'write');
  if (access.showcase.ownerId !== access.user.id) throw new AppError('OWNER_ONLY');
  return access;
}

export function ownerOf(ctx: MethodContext): Promise<AdminAccess> {
  if (ctx.adminShowcaseId === undefined) throw new AppError('FORBIDDEN');
  return requireShowcaseOwner(ctx.app, ctx.req, ctx.adminShowcaseId);
}

/** A write only the showcase's owner may make: the dispatcher checks the administration, this the ownership. */
export function ownerWrite<S extends z.ZodType>(
  schema: S,
  handler: (input: z.output<S>, owner: AdminAccess, ctx: MethodContext) => Promise<unknown>,
): MethodDef {
  return defineMethod({ schema, access: 'showcaseAdmin', kind: 'write', handler: async (input, ctx) => handler(input, await ownerOf(ctx), ctx) });
}
