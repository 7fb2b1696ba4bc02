import { z } from 'zod';

/** Domain error codes. The server maps each to an HTTP status and a localised message. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNKNOWN_METHOD: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INIT_DATA_INVALID: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  BANNED: 403,
  BANNED_ON_SHOWCASE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  INSUFFICIENT_BONUSES: 409,
  STOCK_LIMIT: 409,
  ALIAS_TAKEN: 409,
  CART_EMPTY: 409,
  LANDING_MODE: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PAYMENT_PROVIDER_ERROR: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
