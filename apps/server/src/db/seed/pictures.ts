import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A `media` row of a demo picture: its path, type and bytes. */
export interface PictureMedia {
  path: string;
  contentType: 'image/webp';
  data: Uint8Array;
}

/** effort 2 of 6: 3–4 ms for a 300 px picture, 18 ms for 900 px, within 3 % of the default's (4) size. */
const WEBP = { quality: 80, effort: 2 } as const;

/**
 * Rendered pictures by the hash of their drawing and encoder: the demo's drawings are the same on every seed, so
 * only the first seed on a machine renders them (the default catalogue's ~1 200 pictures take 10–15 s on 2 cores).
 */
export const PICTURE_CACHE_DIR = path.join(tmpdir(), 'storefront-demo-pictures');

const cacheKey = (svg: string) =>
  createHash('sha256')
    .update(`${sharp.versions.sharp}\0${JSON.stringify(WEBP)}\0${svg}`)
    .digest('hex');

/**
 * A drawn picture (svg.ts) as a WebP, stored as a seller's uploaded photo is (lib/uploads.ts). The demo stores no
 * SVG: a browser lays out and paints each SVG picture as a document of its own on the page's main thread (a
 * catalogue page of 24 cards spent 20–35 ms per picture at 1× CPU), where a WebP is decoded off it.
 */
export async function drawnPicture(storedPath: string, svg: string): Promise<PictureMedia> {
  const file = path.join(PICTURE_CACHE_DIR, `${cacheKey(svg)}.webp`);
  const cached = await readFile(file).catch(() => null);
  if (cached && cached.length > 0) return { path: storedPath, contentType: 'image/webp', data: cached };
  const data = await sharp(Buffer.from(svg, 'utf8')).webp(WEBP).toBuffer();
  // Written aside and renamed: a seed running at the same time never reads half a file.
  const partial = `${file}.${randomUUID()}`;
  await mkdir(PICTURE_CACHE_DIR, { recursive: true })
    .then(() => writeFile(partial, data))
    .then(() => rename(partial, file))
    .catch(() => undefined);
  return { path: storedPath, contentType: 'image/webp', data };
}
