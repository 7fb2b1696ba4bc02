import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one, rows } from '../../db/sql';

export interface TermRow {
  term: string;
  stem: string;
  products: number;
  label: boolean;
}

/**
 * The whole dictionary with its version, read in one statement (one snapshot): the words and the version they are
 * of. The version row is joined, not read on its own, so a load never pairs a new version with old words.
 */
export async function loadDictionary(db: Db): Promise<{ version: number; terms: TermRow[] }> {
  const found = await rows<TermRow & { version: number }>(
    db,
    sql`select v.version::float8 as version, t.term, t.stem, t.products, t.label
    from search_terms_version v left join search_terms t on true`,
  );
  return { version: found[0]?.version ?? 0, terms: found.filter((r) => r.term !== null) };
}

/** The dictionary's version (migration 0024): moves with every write to search_terms. */
export async function dictionaryVersion(db: Db): Promise<number> {
  return (await one<{ version: number }>(db, sql`select version::float8 as version from search_terms_version`))?.version ?? 0;
}

/** The russian stems of words as the dictionary's own were made (search_stem, migration 0009). */
export async function stemsOf(db: Db, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const found = await rows<{ w: string; stem: string }>(db, sql`select v.w, search_stem(v.w) as stem from unnest(${toArray(words)}::text[]) v(w)`);
  return new Map(found.map((r) => [r.w, r.stem]));
}

/** A Postgres array literal of words (letters, digits and hyphens only, so nothing needs quoting). */
function toArray(words: string[]): string {
  return `{${words.map((w) => `"${w.replace(/["\\]/g, '')}"`).join(',')}}`;
}
