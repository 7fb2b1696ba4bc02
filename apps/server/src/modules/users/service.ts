import { PATHS } from '@storefront/contract/constants';
import type { PublicShowcase, PublicUserResponse } from '@storefront/contract/users';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { originFor, showcaseHostname } from '../../lib/host';
import * as repo from './repository';

function toPublicShowcase(s: repo.RunShowcaseRow, config: AppConfig, req: FastifyRequest): PublicShowcase {
  const host = showcaseHostname(s, config);
  return { id: s.id, name: s.name, logo: `${PATHS.logos}${s.id}_mobile.png?t=${s.updatedAfter}`, url: `${originFor(req, host)}/` };
}

/**
 * A public profile by its handle (the ref code): name, avatar, join date and the showcases the user runs; never
 * contacts or ids. A sequential id is no handle: all-digit values are not even looked up.
 */
export async function publicProfile(
  db: Db,
  config: AppConfig,
  req: FastifyRequest,
  handle: string,
  showcaseId: number | undefined,
): Promise<PublicUserResponse> {
  const user = /^\d+$/.test(handle) ? null : await repo.findPublicUserByHandle(db, handle);
  if (!user) throw new AppError('NOT_FOUND');
  const showcases = (await repo.showcasesRunBy(db, user.id)).map((s) => toPublicShowcase(s, config, req));
  return {
    user: { name: user.name, avatarUrl: user.avatarUrl, joinedAt: user.createdAt.toISOString() },
    showcases,
    showcase: showcaseId === undefined ? null : (showcases.find((s) => s.id === showcaseId) ?? null),
  };
}
