import type { ErrorCode } from '@storefront/contract/errors';
import type { FieldText } from './messages';

/** A domain error: a code the error handler maps to a status and a localised message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Per form field: a text already in the request's language, or a catalogue entry (lib/messages.ts `fieldText`) written when answered. */
    readonly fields?: Record<string, string | FieldText>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
