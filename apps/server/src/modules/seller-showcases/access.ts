import { SHOWCASE_STATE } from '@storefront/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../lib/guards';
import { canAdminister, isBannedOnShowcase, showcaseById } from '../showcases/service';
import type { CurrentUser, Showcase } from '../../lib/request-context';
import type { z } from 'zod';
import { defineMethod, type MethodContext, type MethodDef } from '../../lib/dispatch-types';

export interface AdminAccess {
  user: CurrentUser;
  showcase: Showcase;
  isOperator: boolean;
}

/**
 * DESIGN §5: every seller call names a showcase and the server checks that the session user administers
 * THAT showcase (not the one the request was resolved to). A user banned on it is refused as well, and a
 * blocked showcase (state 3) is frozen for everyone but operators unless only read.
 */
export async function requireShowcaseAdmin(
  app: FastifyInstance,
  req: FastifyRequest,
  showcaseId: number,
  mode: 'read' | 'write',
): Promise<AdminAccess> {
  const user = requireUser(req);
  if (user.isBanned) throw new AppError('BANNED');
  const showcase = await showcaseById(app.db, showcaseId);
  // An unknown id and another seller's showcase answer alike, so ids cannot be probed.
  if (!showcase || !(await canAdminister(app.db, user, showcase.id))) throw new AppError('FORBIDDEN');
  const isOperator = user.role === 'operator';
  if (!isOperator && (await isBannedOnShowcase(app.db, user.id, showcase.id))) throw new AppError('BANNED_ON_SHOWCASE');
  if (mode === 'write' && !isOperator && showcase.stateId === SHOWCASE_STATE.blocked) throw new AppError('FORBIDDEN');
  return { user, showcase, isOperator };
}

/** The same check for /api/tg methods: the dispatcher has verified administration; bans and blocking are checked here. */
export function adminOf(ctx: MethodContext, mode: 'read' | 'write'): Promise<AdminAccess> {
  if (ctx.adminShowcaseId === undefined) throw new AppError('FORBIDDEN');
  return requireShowcaseAdmin(ctx.app, ctx.req, ctx.adminShowcaseId, mode);
}

/**
 * A showcase admin's /api/tg method: the dispatcher has checked administration of the named showcase; adminOf
 * (bans, a blocked showcase) runs in the method's kind, or in `mode` where it differs, before the handler.
 */
export function adminMethod<S extends z.ZodType>(
  def: Omit<MethodDef<S>, 'access' | 'handler'> & { mode?: 'read' | 'write' },
  handler: (input: z.output<S>, access: AdminAccess, ctx: MethodContext) => Promise<unknown>,
): MethodDef {
  const { mode, ...rest } = def;
  return defineMethod<S>({
    ...rest,
    access: 'showcaseAdmin',
    handler: async (input, ctx) => handler(input, await adminOf(ctx, mode ?? def.kind), ctx),
  });
}
