import { PATHS } from '@storefront/contract/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { one } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { readImage } from './upload';
import { bumpUpdatedAfter } from './repository';

/** The logo's longest side in pixels: the header shows it at 40 px, the showcase list at 56 px (×3 for dense screens and headroom). */
export const LOGO_SIZE = 256;
/** Refuses "decompression bombs": a 2 MB file may not claim more pixels than a 40-megapixel photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the uploaded PNG/JPEG/WebP, applies its EXIF orientation, fits it into LOGO_SIZE² (never enlarging) and
 * encodes a PNG, so `{siteId}_mobile.png` really is a small PNG. Bytes that pass the signature check but do not decode
 * are refused as 415 with a field message.
 */
export async function logoPng(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {}, { file: 'Не удалось прочитать картинку: загрузите PNG, JPEG или WebP' });
  }
}

/** The logo lives at the one URL of spec §7, `{siteId}_mobile.png`: resized server-side and stored as PNG. */
export async function storeLogo(app: FastifyInstance, req: FastifyRequest, showcaseId: number): Promise<{ logoUrl: string }> {
  const png = await logoPng((await readImage(req)).bytes);
  const path = `${PATHS.logos.replace(/^\//, '')}${showcaseId}_mobile.png`;
  const updatedAfter = await app.db.transaction(async (tx) => {
    const media = await one<{ id: number }>(tx, sql`
      insert into media (path, content_type, data, owner_id) values (${path}, 'image/png', ${png}, ${req.user?.id ?? null})
      on conflict (path) do update set content_type = excluded.content_type, data = excluded.data, owner_id = excluded.owner_id
      returning id`);
    const row = await one<{ t: number }>(tx, sql`update showcases set logo_media_id = ${media!.id}, ${bumpUpdatedAfter}
      where id = ${showcaseId} returning updated_after::float8 as t`);
    return row!.t;
  });
  return { logoUrl: `${PATHS.logos}${showcaseId}_mobile.png?t=${updatedAfter}` };
}
