import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../db/sql';

/**
 * Which of the words the dictionary knows as they are: a word, the beginning of one, or one's russian stem. The value
 * says whether it is a whole word (a term, or a term's stem), not only the beginning of one: a whole word is searched
 * as its lexeme, a beginning as a prefix (a GIN partial match, several times dearer, on PGlite ten).
 */
export async function knownWords(db: Db | Tx, words: string[]): Promise<Map<string, boolean>> {
  if (words.length === 0) return new Map();
  const found = await rows<{ w: string; whole: boolean }>(
    db,
    sql`
    select v.w, (exists(select 1 from search_terms t where t.term = v.w)
       or exists(select 1 from search_terms t where t.stem = search_stem(v.w))) as whole
    from unnest(${toArray(words)}::text[]) v(w)
    where exists(select 1 from search_terms t where t.term ~>=~ v.w and t.term ~<~ (v.w || chr(1114111)))
       or exists(select 1 from search_terms t where t.stem = search_stem(v.w))`,
  );
  return new Map(found.map((r) => [r.w, r.whole]));
}

export interface TermCandidate {
  w: string;
  term: string;
  products: number;
  label: boolean;
}

/**
 * Dictionary words that may be what was meant by each typed word: those sharing its first letter (or second,
 * for a swap of the first two) within two letters of its length — longer ones too when the word is still being
 * typed — and those trigram-similar to it (a wrong first letter). Both by index; ranked by distance in code.
 */
export function typoCandidates(db: Db | Tx, words: string[], typing: boolean): Promise<TermCandidate[]> {
  if (words.length === 0) return Promise.resolve([]);
  const longest = typing ? sql`64` : sql`char_length(v.w) + 2`;
  return rows<TermCandidate>(
    db,
    sql`
    select v.w, c.term, c.products, c.label from unnest(${toArray(words)}::text[]) v(w)
    cross join lateral (
      (select t.term, t.products, t.label from search_terms t
        where left(t.term, 1) in (left(v.w, 1), substr(v.w, 2, 1))
          and char_length(t.term) between char_length(v.w) - 2 and ${longest}
        limit 400)
      union
      (select t.term, t.products, t.label from search_terms t where t.term % v.w limit 50)
    ) c`,
  );
}

/** A Postgres array literal of words (letters, digits and hyphens only, so nothing needs quoting). */
function toArray(words: string[]): string {
  return `{${words.map((w) => `"${w.replace(/["\\]/g, '')}"`).join(',')}}`;
}
