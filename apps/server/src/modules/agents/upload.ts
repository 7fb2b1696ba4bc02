import { AGENT_DOCUMENTS, type AgentDocumentType } from '@storefront/contract/agents';
import type { Locale } from '@storefront/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pictureLimits, reencodePicture, wholeFile } from '../../lib/uploads';
import { sniffImage } from '../claims/upload';
import { registerUploads } from '../seller-showcases/upload';
import { agentText } from './messages';

export interface AgentFile {
  fileName: string;
  contentType: AgentDocumentType;
  data: Buffer;
}

const PDF_SIGNATURE = Buffer.from('%PDF-');
const EXTENSION: Record<AgentDocumentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A document's type by its magic bytes (PDF, or a JPEG/PNG image by the claims' sniffer); null for anything else. */
export function sniffDocument(data: Buffer): AgentDocumentType | null {
  if (data.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'application/pdf';
  const image = sniffImage(data)?.contentType;
  return image === 'image/jpeg' || image === 'image/png' ? image : null;
}

/** The name to download the file under: no path, no control characters, the extension of its real type. */
export function documentFileName(raw: string, type: AgentDocumentType): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .replace(/\.[^.]{0,8}$/, '')
    .trim()
    .slice(0, 120);
  return `${base === '' ? 'document' : base}.${EXTENSION[type]}`;
}

/** Multipart parsing in the caller's scope only, one file of at most the documents' size limit. */
export function registerDocumentUploads(scope: FastifyInstance): Promise<void> {
  return registerUploads(scope, AGENT_DOCUMENTS.maxBytes);
}

/** The longest side of a stored scan: an A4 page at 300 dpi fits unscaled. */
export const SCAN_SIZE = 4096;

/**
 * The one `file` part of the request, whole (over the limit: 413), checked by its bytes as the claims' and logos'
 * uploads are. A PDF is kept as sent; a JPEG/PNG scan is decoded, checked for its pixel count and encoded again
 * without metadata, like every uploaded picture.
 */
export async function readAgentDocument(req: FastifyRequest, locale: Locale): Promise<AgentFile> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let data: Buffer;
  let rawName: string;
  try {
    const part = await req.file();
    if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', {}, { file: agentText(locale, 'noFile') });
    rawName = part.filename;
    data = await wholeFile(req, part);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', {}, { file: agentText(locale, 'tooLarge') });
    throw new AppError('BAD_REQUEST');
  }
  if (data.length === 0) throw new AppError('BAD_REQUEST', {}, { file: agentText(locale, 'noFile') });
  const contentType = sniffDocument(data);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', {}, { file: agentText(locale, 'badType') });
  if (contentType !== 'application/pdf') {
    data = (
      await reencodePicture(data, { limits: pictureLimits(req.server.config), fitInside: SCAN_SIZE, format: contentType, field: 'file', locale })
    ).bytes;
  }
  return { fileName: documentFileName(rawName, contentType), contentType, data };
}
