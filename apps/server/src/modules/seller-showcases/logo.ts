import { PATHS } from '@storefront/contract/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { one } from '../../db/sql';
import { readImage } from './upload';
import { bumpUpdatedAfter } from './repository';

/**
 * The logo lives at the one URL of spec §7, `{siteId}_mobile.png`, whatever its real format: JPEG and WebP
 * are stored as sent under that path with their own content type (no image library to convert or resize).
 */
export async function storeLogo(app: FastifyInstance, req: FastifyRequest, showcaseId: number): Promise<{ logoUrl: string }> {
  const { bytes, type } = await readImage(req);
  const path = `${PATHS.logos.replace(/^\//, '')}${showcaseId}_mobile.png`;
  const updatedAfter = await app.db.transaction(async (tx) => {
    const media = await one<{ id: number }>(tx, sql`
      insert into media (path, content_type, data, owner_id) values (${path}, ${type}, ${bytes}, ${req.user?.id ?? null})
      on conflict (path) do update set content_type = excluded.content_type, data = excluded.data, owner_id = excluded.owner_id
      returning id`);
    const row = await one<{ t: number }>(tx, sql`update showcases set logo_media_id = ${media!.id}, ${bumpUpdatedAfter}
      where id = ${showcaseId} returning updated_after::float8 as t`);
    return row!.t;
  });
  return { logoUrl: `${PATHS.logos}${showcaseId}_mobile.png?t=${updatedAfter}` };
}
