import type { AgentDocument } from '@storefront/contract/agents';
import { CSRF_HEADER, CSRF_HEADER_VALUE, LOCALE_HEADER } from '@storefront/contract/constants';
import { errorTexts, resolveBaseUrl, withCommonParams } from '../../shared/lib/api';
import { getIntl } from '../../shared/lib/i18n';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | 'FETCH_ERROR',
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function uploadUrl(rq: number): string {
  const { url, params } = withCommonParams({ url: 'account/mlm/upload/', method: 'POST', params: { rq } });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query.set(key, String(value));
  }
  return `${resolveBaseUrl()}/${url}?${query.toString()}`;
}

/** The server's message for the file (its field error), else its message, else the generic text. */
function failureOf(xhr: XMLHttpRequest): UploadError {
  let message = errorTexts().generic;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; fields?: Record<string, unknown> };
    const field = body.fields?.file;
    if (typeof field === 'string') message = field;
    else if (typeof body.message === 'string' && body.message !== '') message = body.message;
  } catch {
    // A proxy's HTML error page: the generic text stays.
  }
  return new UploadError(message, xhr.status);
}

/**
 * POST /account/mlm/upload/?rq (multipart, one `file`). XMLHttpRequest rather than fetch, because only it
 * reports upload progress; it carries the same credentials and headers as the API's base query.
 */
export function uploadAgentDocument(rq: number, file: File, onProgress: (percent: number) => void): Promise<AgentDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadUrl(rq));
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.setRequestHeader(LOCALE_HEADER, getIntl().locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status !== 201) return reject(failureOf(xhr));
      try {
        resolve((JSON.parse(xhr.responseText) as { document: AgentDocument }).document);
      } catch {
        reject(new UploadError(errorTexts().parsing(xhr.status), xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError(errorTexts().network, 'FETCH_ERROR'));
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
