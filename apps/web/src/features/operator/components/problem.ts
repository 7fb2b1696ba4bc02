import { errorMessageOf } from '../../../shared/ui/error-fallback';

/** The server's own words for a refused action: a field's message (e.g. "Витрина уже заблокирована") before the generic one. */
export function problemOf(error: unknown): string {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  const first = fields ? Object.values(fields)[0] : undefined;
  return first ?? errorMessageOf(error);
}
