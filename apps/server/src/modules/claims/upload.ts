import { CLAIM_PHOTOS } from '@storefront/contract/claims';
import type { Locale } from '@storefront/contract/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pictureLimits, reencodePicture, wholeFile, type PictureType } from '../../lib/uploads';
import { claimText } from './messages';

export interface Photo {
  contentType: (typeof CLAIM_PHOTOS.types)[number];
  ext: 'jpg' | 'png' | 'webp';
  data: Buffer;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type by its magic bytes (never by the file name or the declared type); null for anything else. */
export function sniffImage(data: Buffer): Pick<Photo, 'contentType' | 'ext'> | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', ext: 'png' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return { contentType: 'image/webp', ext: 'webp' };
  return null;
}

export const UPLOAD_LIMITS = {
  fileSize: CLAIM_PHOTOS.maxBytes,
  files: CLAIM_PHOTOS.maxCount,
  fields: 10,
  fieldSize: 8 * 1024,
  parts: 20,
  headerPairs: 50,
} as const;

/** The longest side of a stored claim photo: enough to see a defect, small enough for the staff's screens. */
export const PHOTO_SIZE = 2560;
const EXT: Record<PictureType, Photo['ext']> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Reads the claim form: text fields and the `photos` files, each whole (over the limit: 413), checked by its bytes as
 * it arrives, then decoded, checked for its pixel count and encoded again without metadata.
 */
export async function readClaimUpload(req: FastifyRequest, locale: Locale): Promise<{ fields: Record<string, string>; photos: Photo[] }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const { FilesLimitError, RequestFileTooLargeError } = req.server.multipartErrors;
  const fields: Record<string, string> = {};
  const photos: Photo[] = [];
  try {
    for await (const part of req.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await wholeFile(req, part);
      // A form whose file input was left empty sends an empty part without a name.
      if (data.length === 0 && part.filename === '') continue;
      if (part.fieldname !== 'photos') throw new AppError('BAD_REQUEST');
      if (!sniffImage(data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', {}, { photos: claimText(locale, 'notImage') });
      const photo = await reencodePicture(data, { limits: pictureLimits(req.server.config), fitInside: PHOTO_SIZE, field: 'photos', locale });
      photos.push({ contentType: photo.type, ext: EXT[photo.type], data: photo.bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof RequestFileTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', {}, { photos: claimText(locale, 'photoTooLarge') });
    if (error instanceof FilesLimitError) throw new AppError('VALIDATION_FAILED', {}, { photos: claimText(locale, 'tooManyPhotos') });
    const status = (error as { statusCode?: unknown }).statusCode;
    // Parts, fields and field-size limits (413); anything else is a malformed body, never a 5xx.
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError('BAD_REQUEST');
  }
  return { fields, photos };
}
