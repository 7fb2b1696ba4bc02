/** The HTTP status a failed call was answered with (RTK Query's error carries it), if any. */
function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

/** Whether a failed call was answered 404 (the product, category, list or order does not exist). */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

/** Whether a failed call was answered 401 (the call needs an account). */
export const isUnauthorised = (error: unknown): boolean => statusOf(error) === 401;
