import type { ApiError } from '../lib/api-error';
import { errorMessageOf } from './error-fallback';

/**
 * A failed submit's problems for a form: the server's words for each of the form's `fields`, or, when it named
 * none of them, its message for the whole form (`form`).
 */
export function serverProblems<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K | 'form', string>> {
  const named = (error as ApiError).fields ?? {};
  const found: Partial<Record<K | 'form', string>> = {};
  for (const field of fields) if (named[field]) found[field] = named[field];
  if (!fields.some((field) => named[field])) found.form = errorMessageOf(error);
  return found;
}
