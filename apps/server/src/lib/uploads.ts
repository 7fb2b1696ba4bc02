import type { MultipartFile } from '@fastify/multipart';
import type { Locale } from '@storefront/contract/constants';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import type { AppConfig } from '../config';
import { AppError } from './app-error';
import { uploadText } from './upload-messages';

/**
 * The whole file of a multipart part, or the plugin's "file too large" error. `toBuffer()` alone returns a cut file
 * when a chunk ends exactly at the size limit (busboy then pushes nothing more and only flags the stream truncated),
 * so the flag is checked here as well: an upload over its limit is refused, never stored truncated.
 */
export async function wholeFile(req: FastifyRequest, part: MultipartFile): Promise<Buffer> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new req.server.multipartErrors.RequestFileTooLargeError();
  return bytes;
}

export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface PictureLimits {
  maxPixels: number;
  maxSide: number;
}

export const pictureLimits = (config: Pick<AppConfig, 'IMAGE_MAX_MEGAPIXELS' | 'IMAGE_MAX_SIDE'>): PictureLimits => ({
  maxPixels: config.IMAGE_MAX_MEGAPIXELS * 1_000_000,
  maxSide: config.IMAGE_MAX_SIDE,
});

export interface ReencodeOptions {
  limits: PictureLimits;
  /** The longest side of the stored picture (never enlarged). */
  fitInside: number;
  /** The output format; by default the input's own. */
  format?: PictureType;
  /** The form field the messages are for, and their language. */
  field: string;
  locale: Locale;
}

const FORMATS: Record<string, PictureType> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * Decodes an uploaded picture and encodes it again: the header's size is checked before anything is decoded (a PNG may
 * declare 50 000 × 50 000 in a few bytes), the decoder itself is capped at the same pixel count, EXIF orientation is
 * applied and every other metadata (location, camera, comments, embedded payloads) is dropped. What cannot be decoded
 * is refused with 415, what is too large in pixels with 413.
 */
export async function reencodePicture(bytes: Buffer, opts: ReencodeOptions): Promise<{ bytes: Buffer; type: PictureType }> {
  const { limits, field, locale } = opts;
  const undecodable = () => new AppError('UNSUPPORTED_MEDIA_TYPE', {}, { [field]: uploadText(locale, 'undecodable') });
  const tooLarge = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      {},
      {
        [field]: uploadText(locale, 'tooManyPixels', { mp: Math.floor(limits.maxPixels / 1_000_000), side: limits.maxSide }),
      },
    );
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw undecodable();
  }
  const type = FORMATS[meta.format];
  if (!type || !meta.width || !meta.height) throw undecodable();
  if (meta.width > limits.maxSide || meta.height > limits.maxSide || meta.width * meta.height > limits.maxPixels) throw tooLarge();
  const format = opts.format ?? type;
  try {
    const pipeline = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .rotate()
      .resize(opts.fitInside, opts.fitInside, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : format === 'image/jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.webp({ quality: 85 });
    return { bytes: await encoded.toBuffer(), type: format };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge();
    throw undecodable();
  }
}
