import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface FilePart {
  name?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function formData(fields: Record<string, string>, files: FilePart[] = []): { payload: Buffer; contentType: string } {
  const boundary = `----storefront${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'photos'}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function postForm(
  app: FastifyInstance,
  url: string,
  body: { payload: Buffer; contentType: string },
  opts: { cookie?: string | null; csrf?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': body.contentType,
      ...(opts.csrf === false ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE }),
      ...(opts.cookie ? { cookie: `${SESSION_COOKIE}=${opts.cookie}` } : {}),
    },
    payload: body.payload,
  });
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** Small real pictures: uploads are decoded and encoded again, so a bare signature is no longer enough. */
const tiny = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#c0392b' } });
export const JPEG = await tiny().jpeg().toBuffer();
export const WEBP = await tiny().webp().toBuffer();
