import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { isShowcaseAdmin } from '../modules/showcases/repository';
import { AppError } from './app-error';
import type { CurrentUser, Showcase } from './request-context';

export function requireUser(req: FastifyRequest): CurrentUser {
  if (!req.user) throw new AppError('UNAUTHORIZED');
  return req.user;
}

export function requireShowcase(req: FastifyRequest): Showcase {
  if (!req.showcase) throw new AppError('NOT_FOUND');
  return req.showcase;
}

/** Operators run the network and may act on every showcase; otherwise the owner or an admin of that showcase. */
export async function canAdminister(db: Db, user: CurrentUser | null, showcaseId: number): Promise<boolean> {
  if (!user) return false;
  if (user.role === 'operator') return true;
  return isShowcaseAdmin(db, user.id, showcaseId);
}
