import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** Every failed call surfaces as this shape (spec §8), with a message ready to show. */
export interface ApiError {
  /** HTTP status, or FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR / CUSTOM_ERROR. */
  status: number | string;
  message: string;
  data?: unknown;
  /** PARSING_ERROR keeps the status the server actually answered with. */
  originalStatus?: number;
  code?: string;
  fields?: Record<string, string>;
}

export interface ErrorTexts {
  generic: string;
  network: string;
  timeout: string;
  parsing: (status: number) => string;
}

interface ServerErrorBody {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}

function isServerErrorBody(data: unknown): data is ServerErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';
}

function fromFetchError(error: FetchBaseQueryError, texts: ErrorTexts): ApiError {
  if (typeof error.status === 'number') {
    const { data } = error;
    if (typeof data === 'string' && data.trim() !== '') return { status: error.status, data, message: data };
    if (isServerErrorBody(data) && data.message.trim() !== '') {
      const result: ApiError = { status: error.status, data, message: data.message };
      if (typeof data.code === 'string') result.code = data.code;
      if (data.fields) result.fields = data.fields;
      return result;
    }
    return { status: error.status, data, message: texts.generic };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: error.status, message: texts.network };
    case 'TIMEOUT_ERROR':
      return { status: error.status, message: texts.timeout };
    case 'PARSING_ERROR':
      return {
        status: error.status,
        data: error.data,
        originalStatus: error.originalStatus,
        message: texts.parsing(error.originalStatus),
      };
    case 'CUSTOM_ERROR':
      return { status: error.status, data: error.data, message: error.error || texts.generic };
  }
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function isApiError(error: unknown): error is ApiError {
  return isFetchBaseQueryError(error) && typeof (error as { message?: unknown }).message === 'string';
}

/**
 * Spec §8: a numeric status shows the body when it is a string (or our JSON error's message),
 * else the generic text; a non-numeric status shows the error's own text.
 */
export function normaliseError(error: FetchBaseQueryError | SerializedError | ApiError | Error | null | undefined, texts: ErrorTexts): ApiError {
  if (!error) return { status: 'CUSTOM_ERROR', message: texts.generic };
  if (isApiError(error)) return error;
  if (isFetchBaseQueryError(error)) return fromFetchError(error, texts);
  const message = 'message' in error && typeof error.message === 'string' && error.message !== '' ? error.message : texts.generic;
  return { status: 'CUSTOM_ERROR', message };
}
