import multipart from '@fastify/multipart';
import { IMAGE_TYPES, type ImageType } from '@storefront/contract/seller-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { wholeFile } from '../../lib/uploads';

/**
 * Image uploads (logos, landing pictures). The declared type is not trusted: the bytes must start with the
 * PNG, JPEG or WebP signature. Both are then decoded, checked for their pixel count and encoded again
 * (lib/uploads.ts): logos into a 256 px PNG (logo.ts), landing pictures in their own format.
 */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Registers multipart parsing in the caller's (encapsulated) scope only, with the upload limits. */
export async function registerUploads(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true });
}

/** The one image file of a multipart request, whole (over the limit: 413, never a cut file), verified by its bytes. */
export async function readImage(req: FastifyRequest): Promise<{ bytes: Buffer; type: ImageType }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const file = await req.file();
  if (!file) throw new AppError('BAD_REQUEST');
  let bytes: Buffer;
  try {
    bytes = await wholeFile(req, file);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
    throw err;
  }
  const type = sniffImage(bytes);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return { bytes, type };
}
