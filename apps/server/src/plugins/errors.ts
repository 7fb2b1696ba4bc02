import { ERROR_STATUS, type ApiErrorBody } from '@storefront/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { requestLocale } from '../lib/locale';
import { errorMessage, fieldMessages } from '../lib/messages';

/** The SQLSTATE of a database error, looking through driver and ORM wrappers. */
function sqlState(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * SQLSTATEs of a database that is going away or unreachable: class 08 (connection exception), 57P01–57P03
 * (admin/crash shutdown, cannot connect now), 53300 (too many connections), 57014 (statement_timeout: the
 * database is too slow right now).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/;
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports a lost or unobtainable connection by message only. */
const UNAVAILABLE_MESSAGES =
  /connection terminated|client was closed|client has encountered a connection error|not queryable|timeout exceeded when trying to connect|cannot use a pool after calling end|terminating connection|query read timeout|connection timeout|did not answer in time/i;

/** True when the error (or one it wraps) says the database connection is lost or cannot be had right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying when the database is unavailable. */
const DB_RETRY_AFTER_SECONDS = 5;

/** One error handler: domain codes → status + localised message; framework 4xx are translated; 5xx text is hidden. */
export const errorsPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const locale = requestLocale(req);
    let body: ApiErrorBody;
    let status: number;
    if (error instanceof AppError) {
      status = ERROR_STATUS[error.code];
      body = {
        code: error.code,
        message: errorMessage(locale, error.code, error.params),
        ...(error.fields ? { fields: fieldMessages(locale, error.fields) } : {}),
      };
      if (error.code === 'DB_UNAVAILABLE') reply.header('retry-after', DB_RETRY_AFTER_SECONDS);
    } else if (error.statusCode === 429) {
      status = 429;
      body = { code: 'RATE_LIMITED', message: errorMessage(locale, 'RATE_LIMITED') };
    } else if (error.statusCode === 413) {
      status = 413;
      body = { code: 'PAYLOAD_TOO_LARGE', message: errorMessage(locale, 'PAYLOAD_TOO_LARGE') };
    } else if (error.statusCode === 415) {
      status = 415;
      body = { code: 'UNSUPPORTED_MEDIA_TYPE', message: errorMessage(locale, 'UNSUPPORTED_MEDIA_TYPE') };
    } else if (isDatabaseUnavailable(error)) {
      // The database dropped or refused the connection: this request fails, the node carries on.
      req.log.warn({ err: error }, 'database unavailable');
      status = 503;
      reply.header('retry-after', DB_RETRY_AFTER_SECONDS);
      body = { code: 'DB_UNAVAILABLE', message: errorMessage(locale, 'DB_UNAVAILABLE') };
    } else if (sqlState(error)?.startsWith('22')) {
      // A data exception (out-of-range number, malformed text) means input slipped past validation: still a 4xx.
      req.log.warn({ err: error }, 'input rejected by the database');
      status = 400;
      body = { code: 'BAD_REQUEST', message: errorMessage(locale, 'BAD_REQUEST') };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { code: 'BAD_REQUEST', message: errorMessage(locale, 'BAD_REQUEST') };
    } else {
      req.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { code: 'INTERNAL', message: errorMessage(locale, 'INTERNAL') };
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((req, reply) => {
    const locale = requestLocale(req);
    return reply.status(404).send({ code: 'NOT_FOUND', message: errorMessage(locale, 'NOT_FOUND') } satisfies ApiErrorBody);
  });
});
