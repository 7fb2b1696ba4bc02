import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A `media` row of a demo picture: its path, type and bytes. */
export interface PictureMedia {
  path: string;
  contentType: 'image/webp' | 'image/svg+xml';
  data: Uint8Array;
}

/**
 * A drawn picture stored as the SVG itself: the big product pictures and the landing covers, one or two to a page.
 * As WebP (14–25 KB where the SVG is 1 KB) each became its page's largest paint, and Lighthouse's simulated LCP
 * of a product page rose from 1.6 to 2.4 s and of home from 1.4 to 2.3 s: that needs pictures sized to their
 * place (a cover is 1 200 px wide and shown 260 px wide on home), which the media store does not make yet.
 */
export function drawnSvg(path: string, svg: string): PictureMedia {
  return { path, contentType: 'image/svg+xml', data: Buffer.from(svg, 'utf8') };
}

/** effort 2 of 6: 3–4 ms for a 300 px picture, within 3 % of the default's (4) size. */
const WEBP = { quality: 80, effort: 2 } as const;

/**
 * Rendered pictures by the hash of their drawing and encoder: the demo's drawings are the same on every seed, so
 * only the first seed on a machine renders them (the default catalogue's ~600 card pictures take ~3 s on 2 cores).
 */
export const PICTURE_CACHE_DIR = path.join(tmpdir(), 'storefront-demo-pictures');

const cacheKey = (svg: string) =>
  createHash('sha256')
    .update(`${sharp.versions.sharp}\0${JSON.stringify(WEBP)}\0${svg}`)
    .digest('hex');

/**
 * A drawn picture (svg.ts) as a WebP, stored as a seller's uploaded photo is (lib/uploads.ts): the pictures shown
 * many to a page (cards' pictures, brand logos). A browser lays out and paints each SVG picture as a document of its
 * own on the page's main thread (a catalogue page of 24 cards spent 20–35 ms per picture at 1× CPU), where a WebP is
 * decoded off it.
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
