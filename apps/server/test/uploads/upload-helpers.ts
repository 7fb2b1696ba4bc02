import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pngFile } from '../../src/lib/png';

export interface Upload {
  url: string;
  field: string;
  filename: string;
  type: string;
  data: Buffer;
  fields?: Record<string, string>;
}

/**
 * Posts a multipart body as a stream whose file chunks are aligned to the file's start (64 KB each, as a client
 * writing the part header and then the file block by block sends it): a chunk then ends exactly at any limit that is
 * a multiple of 64 KB, the case where the parser used to hand over a cut file without an error.
 */
export function postAligned(
  app: FastifyInstance,
  u: Upload,
  cookie: string,
  headers: Record<string, string> = {},
  chunk = 64 * 1024,
): Promise<LightMyRequestResponse> {
  const boundary = `----flood${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(u.fields ?? {})
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="${u.field}"; filename="${u.filename}"\r\nContent-Type: ${u.type}\r\n\r\n`,
  );
  const parts: Buffer[] = [head];
  for (let at = 0; at < u.data.length; at += chunk) parts.push(u.data.subarray(at, at + chunk));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return app.inject({
    method: 'POST',
    url: u.url,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      cookie: `${SESSION_COOKIE}=${cookie}`,
      ...headers,
    },
    payload: Readable.from(parts, { objectMode: false }),
  });
}

/** A tiny, well-formed PNG whose header declares width × height RGB pixels (a "decompression bomb"). */
export function pngDeclaring(width: number, height: number): Buffer {
  // A few rows of image data only: the file stays small however large it says it is.
  return pngFile(width, height, 2, Buffer.alloc(64 * 1024));
}

/** Bytes of `size` starting with a signature (what the attacker sends over the limit). */
export function padded(signature: Buffer, size: number): Buffer {
  const out = Buffer.alloc(size, 0x20);
  signature.copy(out);
  return out;
}
