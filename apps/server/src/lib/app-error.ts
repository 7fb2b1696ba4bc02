import type { ErrorCode } from '@storefront/contract/errors';

/** A domain error: a code the error handler maps to a status and a localised message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
