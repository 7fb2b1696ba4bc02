import { PATHS } from '@storefront/contract/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { one } from '../../db/sql';
import { requestLocale } from '../../lib/locale';
import { pictureLimits, reencodePicture } from '../../lib/uploads';
import { assertQuota } from '../media/quota';
import { readImage } from './upload';
import { bumpUpdatedAfter } from './repository';

/** The logo's longest side in pixels: the header shows it at 40 px, the showcase list at 56 px (×3 for dense screens and headroom). */
export const LOGO_SIZE = 256;

/**
 * The logo lives at the one URL of spec §7, `{siteId}_mobile.png`: the uploaded PNG/JPEG/WebP is decoded (pixel limits
 * against decompression bombs), turned by its EXIF orientation, fitted into LOGO_SIZE² (never enlarged) and stored as a
 * PNG without metadata. Bytes that pass the signature check but do not decode are refused as 415 with a field message.
 */
export async function storeLogo(app: FastifyInstance, req: FastifyRequest, userId: number, showcaseId: number): Promise<{ logoUrl: string }> {
  const locale = requestLocale(req);
  const { bytes: png } = await reencodePicture((await readImage(req)).bytes, {
    limits: pictureLimits(app.config),
    fitInside: LOGO_SIZE,
    format: 'image/png',
    field: 'file',
    locale,
  });
  const path = `${PATHS.logos.replace(/^\//, '')}${showcaseId}_mobile.png`;
  const updatedAfter = await app.db.transaction(async (tx) => {
    await assertQuota(tx, userId, png.length, { mb: app.config.UPLOAD_QUOTA_MB_PER_USER, field: 'file', locale });
    const media = await one<{ id: number }>(
      tx,
      sql`
      insert into media (path, content_type, data, owner_id) values (${path}, 'image/png', ${png}, ${userId})
      on conflict (path) do update set content_type = excluded.content_type, data = excluded.data, owner_id = excluded.owner_id
      returning id`,
    );
    const row = await one<{ t: number }>(
      tx,
      sql`update showcases set logo_media_id = ${media!.id}, ${bumpUpdatedAfter}
      where id = ${showcaseId} returning updated_after::float8 as t`,
    );
    return row!.t;
  });
  return { logoUrl: `${PATHS.logos}${showcaseId}_mobile.png?t=${updatedAfter}` };
}
