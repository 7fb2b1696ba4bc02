import { PATHS } from '@storefront/contract/constants';
import type { PublicShowcase, PublicUserResponse } from '@storefront/contract/users';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { originFor } from '../../lib/host';
import * as repo from './repository';

function toPublicShowcase(s: repo.RunShowcaseRow, config: AppConfig, req: FastifyRequest): PublicShowcase {
  const host = s.domain ?? `${s.alias}.${config.BASE_DOMAIN}`;
  return { id: s.id, name: s.name, logo: `${PATHS.logos}${s.id}_mobile.png?t=${s.updatedAfter}`, url: `${originFor(req, host)}/` };
}

/** A public profile: name, avatar, join date and the showcases the user runs; never contacts or the ref code. */
export async function publicProfile(db: Db, config: AppConfig, req: FastifyRequest, userId: number, showcaseId: number | undefined): Promise<PublicUserResponse> {
  const user = await repo.findPublicUser(db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const showcases = (await repo.showcasesRunBy(db, userId)).map((s) => toPublicShowcase(s, config, req));
  return {
    user: { id: user.id, name: user.name, avatarUrl: user.avatarUrl, joinedAt: user.createdAt.toISOString() },
    showcases,
    showcase: showcaseId === undefined ? null : (showcases.find((s) => s.id === showcaseId) ?? null),
  };
}
