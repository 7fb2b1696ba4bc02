import type { Db } from '../../db/client';
import { findMediaByPath, findShowcaseLogo, type MediaFile } from './repository';

const LOGO_RE = /^api\/stat\/images\/logos\/(\d{1,9})_mobile\.png$/;
const PUBLIC_TYPES = /^image\/(png|jpeg|webp|gif|avif|svg\+xml)$/;
/** Claim photos are private: served only by the claims module to their author and staff. */
const PRIVATE_RE = /^(?:api\/stat\/)?images\/media\/claims\//;

/**
 * A public image by URL path (without the leading slash): the `media` row of that path; `/api/stat/images/…`
 * also finds rows stored as `images/…`, and a showcase logo URL finds the showcase's logo. Only images are public.
 */
export async function findPublicImage(db: Db, path: string): Promise<MediaFile | null> {
  if (PRIVATE_RE.test(path)) return null;
  let file = await findMediaByPath(db, path);
  if (!file && path.startsWith('api/stat/images/')) file = await findMediaByPath(db, path.slice('api/stat/'.length));
  const logo = LOGO_RE.exec(path);
  if (!file && logo?.[1]) file = await findShowcaseLogo(db, Number(logo[1]));
  return file && PUBLIC_TYPES.test(file.contentType) ? file : null;
}
