/** Whether a failed call was answered 404 (the product, category, list or order does not exist). */
export const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
