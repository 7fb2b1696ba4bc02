/**
 * An outside service (the payment or the delivery provider) could not be reached or refused; `code` is the
 * provider's own error code when it gave one, `status` its HTTP status. Each provider has its own subclass.
 */
export class ExternalServiceError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
