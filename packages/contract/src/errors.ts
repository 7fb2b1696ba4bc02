import { z } from 'zod';

/** Domain error codes. The server maps each to an HTTP status and a localised message. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNKNOWN_METHOD: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INIT_DATA_INVALID: 401,
  /** MAX init data that does not check out with the showcase's MAX bot token. */
  MAX_INIT_DATA_INVALID: 401,
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
  /** The messenger account being linked already belongs to another user of the network. */
  IDENTITY_TAKEN: 409,
  DOMAIN_NOT_ALLOWED: 400,
  DOMAIN_TAKEN: 409,
  DOMAIN_NOT_VERIFIED: 409,
  DOMAIN_CHECK_FAILED: 503,
  CART_EMPTY: 409,
  /** The cart was just placed as an order (another tab or device): fields.orderId and fields.orderNumber name it. */
  ORDER_ALREADY_PLACED: 409,
  LANDING_MODE: 404,
  /** A draft showcase (state 0): only its owner, admins and operators see it, and nobody orders there yet. */
  SHOWCASE_DRAFT: 403,
  /** Opening a showcase for orders (state 2) before its owner passed KYC; fields name what is missing (company, agent, documents). */
  KYC_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PAYMENT_PROVIDER_ERROR: 502,
  /** Only the showcase's owner moves its money (payments to members, withdrawals, top-ups). */
  OWNER_ONLY: 403,
  /** A payment from a showcase account to the caller himself (the owner withdraws his share instead). */
  SELF_PAYMENT: 409,
  /** Payout destinations cannot be stored: no PAYOUT_ENCRYPTION_KEY on a non-demo server. */
  PAYOUTS_UNAVAILABLE: 503,
  DB_UNAVAILABLE: 503,
  /** Phone login (contract phone-login.ts). */
  PHONE_INVALID: 400,
  PHONE_CODE_WRONG: 400,
  PHONE_CODE_EXPIRED: 410,
  PHONE_CODE_ATTEMPTS: 429,
  PHONE_CODE_TOO_SOON: 429,
  PHONE_TAKEN: 409,
  PHONE_MERGE_REFUSED: 409,
  PHONE_LOGIN_UNAVAILABLE: 503,
  SMS_PROVIDER_ERROR: 502,
  /** Telegram's Bot API refused or did not answer a call made for the user (a prepared share message). */
  BOT_API_ERROR: 502,
  /** Telegram's getMe refused the pasted bot token (wrong or revoked): nothing is stored. */
  BOT_TOKEN_REJECTED: 400,
  /** The messenger's Bot API could not be reached or refused setWebhook: nothing is stored. */
  BOT_API_UNAVAILABLE: 502,
  /** Telegram refused setWebhook for the showcase's address (it must be public HTTPS): nothing is stored. */
  BOT_WEBHOOK_REJECTED: 409,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
