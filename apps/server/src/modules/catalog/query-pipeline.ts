import type { Db } from '../../db/client';
import { fold, prefixTypoDistance, switchLayout, transliterations, typoDistance, wordsOf } from '../../lib/fuzzy';
import type { ReadCache } from '../../lib/read-cache';
import { Memo, searchDictionary, stemsFor, type SearchDictionary, type TermCandidate } from './search-dictionary';

/** How a typed word was read: as typed (exact, prefix or stem), or changed into a dictionary word. */
export type WordReading = 'exact' | 'layout' | 'translit' | 'typo' | 'unknown';

export interface ResolvedWord {
  typed: string;
  /** The word searched for: the typed one, or the correction. */
  word: string;
  reading: WordReading;
  /** A whole dictionary word (searched as its lexeme); otherwise the beginning of one (searched as a prefix). */
  whole?: boolean;
}

export interface ResolvedQuery {
  words: ResolvedWord[];
  /** True when a word was changed: the results answer `text`, not the query as typed. */
  corrected: boolean;
  /** The words searched for, joined ("смартфон nova"). */
  text: string;
}

/** An article typed with or without its dash, in either layout: "SMR-000305", "smr000305", "ЫЬК-0003". */
export function articleKey(q: string): string | null {
  const compact = q.trim().replace(/[\s-]/g, '');
  if (!/^[\p{L}]{2,5}\d{2,8}$/u.test(compact)) return null;
  const letters = compact.match(/^\p{L}+/u)![0];
  const latin = /^[a-z]+$/i.test(letters) ? letters : switchLayout(letters);
  return latin && /^[a-z]+$/i.test(latin) ? `${latin}${compact.slice(letters.length)}`.toUpperCase() : null;
}

const hasLetter = (w: string) => /\p{L}/u.test(w);

/** Latin typed on the Russian layout keeps the punctuation keys of б, ю, х, ъ, ж, э, ё inside: "yjen,er". */
const LAYOUT_CHUNK = /^[a-z`[\];',.]*[a-z][`[\];',.]+[a-z][a-z`[\];',.]*$/i;

/** The words of a query; a chunk typed on the wrong layout stays whole, punctuation keys and all. */
function typedWords(q: string): string[] {
  return q
    .trim()
    .split(/\s+/)
    .flatMap((chunk) => (LAYOUT_CHUNK.test(chunk) ? [chunk.toLowerCase()] : wordsOf(chunk)))
    .slice(0, 8);
}

function better(a: { d: number; c: TermCandidate; order: number }, b: { d: number; c: TermCandidate; order: number }): boolean {
  if (a.d !== b.d) return a.d < b.d;
  if (a.order !== b.order) return a.order < b.order;
  if (a.c.products !== b.c.products) return a.c.products > b.c.products;
  return a.c.label && !b.c.label;
}

/** Resolved queries per dictionary, by how they were typed: a query asked again costs nothing. */
const resolvedMemos = new WeakMap<SearchDictionary, Memo<ResolvedQuery>>();

/**
 * Which of the words the dictionary knows as they are: a word, the beginning of one, or one's russian stem. The value
 * says whether it is a whole word (a term, or a term's stem), not only the beginning of one: a whole word is searched
 * as its lexeme, a beginning as a prefix (a GIN partial match, several times dearer, on PGlite ten). `stems`: those
 * of the words that are no term (see stemsNeeded).
 */
function knownWords(dictionary: SearchDictionary, words: string[], stems: Map<string, string>): Map<string, boolean> {
  const known = new Map<string, boolean>();
  for (const w of words) {
    const stem = stems.get(w);
    if (dictionary.has(w) || (stem !== undefined && dictionary.hasStem(stem))) known.set(w, true);
    else if (dictionary.hasPrefix(w)) known.set(w, false);
  }
  return known;
}

/** The words whose stem can matter: no term themselves, and some term's stem begins them. */
const stemsNeeded = (dictionary: SearchDictionary, words: string[]) => words.filter((w) => !dictionary.has(w) && dictionary.mayShareStem(w));

/**
 * The per-word pipeline: each word is kept when the dictionary knows it (exact, prefix, russian stem);
 * otherwise its other-layout and transliterated forms are tried the same way; otherwise the closest dictionary
 * word within the typo budget (Damerau–Levenshtein, a swap counts one) replaces it. With `literal` the query is
 * searched as typed. `typing`: the last word may be unfinished, so it is also matched against word beginnings.
 * The dictionary is this node's copy in memory (search-dictionary.ts), as current as `cache` is.
 */
export async function resolveQuery(
  db: Db,
  q: string,
  opts: { literal?: boolean | undefined; typing?: boolean; cache?: ReadCache | undefined } = {},
): Promise<ResolvedQuery> {
  const typed = typedWords(q);
  const asTyped = (reading: WordReading) => typed.map((w) => ({ typed: w, word: w, reading }));
  if (opts.literal || typed.length === 0) return finish(asTyped('exact'));

  const dictionary = await searchDictionary(db, opts.cache);
  let memo = resolvedMemos.get(dictionary);
  if (!memo) resolvedMemos.set(dictionary, (memo = new Memo<ResolvedQuery>()));
  const key = `${opts.typing === true ? 'typing' : 'query'}|${typed.join(' ')}`;
  const remembered = memo.get(key);
  if (remembered) return remembered;
  const resolved = await resolveWords(db, dictionary, typed, opts.typing === true);
  memo.set(key, resolved);
  return resolved;
}

async function resolveWords(db: Db, dictionary: SearchDictionary, typed: string[], typing: boolean): Promise<ResolvedQuery> {
  // The other forms of a word only matter when the word is unknown as typed: no term, no term's beginning, and (asked
  // of the database with the other forms' stems, once per word and node) no term's stem.
  const alternatives = typed.map((w) => {
    if (!hasLetter(w) || dictionary.hasPrefix(w)) return [];
    const layout = switchLayout(w);
    if (LAYOUT_CHUNK.test(w)) return layout ? [{ form: layout, reading: 'layout' as const }] : [];
    return [
      ...(layout ? [{ form: layout, reading: 'layout' as const }] : []),
      ...transliterations(w).map((form) => ({ form, reading: 'translit' as const })),
    ];
  });
  const all = [...new Set([...typed, ...alternatives.flat().map((a) => a.form)])];
  const known = knownWords(dictionary, all, await stemsFor(db, stemsNeeded(dictionary, all)));

  // The word being typed (suggestions) may still grow: always a prefix.
  const whole = (form: string, i: number) => known.get(form) === true && !(typing && i === typed.length - 1);
  const words: ResolvedWord[] = typed.map((w, i) => {
    if (known.has(w) || !hasLetter(w)) return { typed: w, word: w, reading: known.has(w) ? 'exact' : 'unknown', whole: whole(w, i) };
    const alt = alternatives[i]!.find((a) => known.has(a.form));
    return alt ? { typed: w, word: alt.form, reading: alt.reading, whole: whole(alt.form, i) } : { typed: w, word: w, reading: 'unknown' };
  });

  const open = words.map((w, i) => ({ w, i })).filter(({ w }) => w.reading === 'unknown' && hasLetter(w.typed) && w.typed.length >= 3);
  for (const { i } of open) {
    const last = typing && i === typed.length - 1;
    const forms = [{ form: typed[i]!, order: 0 }, ...alternatives[i]!.map((a) => ({ form: a.form, order: 1 }))];
    let best: { d: number; c: TermCandidate; order: number } | null = null;
    for (const f of forms) {
      for (const c of dictionary.candidates(f.form, typing)) {
        if (!hasLetter(c.term)) continue;
        const d = last ? prefixTypoDistance(f.form, c.term) : typoDistance(f.form, c.term);
        if (d === null) continue;
        const option = { d, c, order: f.order };
        if (!best || better(option, best)) best = option;
      }
    }
    if (best) words[i] = { typed: typed[i]!, word: best.c.term, reading: 'typo', whole: !last };
  }
  return finish(words);
}

function finish(words: ResolvedWord[]): ResolvedQuery {
  return {
    words,
    corrected: words.some((w) => w.reading === 'layout' || w.reading === 'translit' || w.reading === 'typo'),
    text: words.map((w) => w.word).join(' '),
  };
}

/**
 * The tsquery of the words searched for (only letters, digits and hyphens reach to_tsquery): a whole dictionary word
 * as its lexeme (the russian stemmer still finds its other forms), any other word as a prefix.
 */
export function tsQueryOf(query: ResolvedQuery): string | null {
  const parts = query.words.flatMap((w) => (w.word.match(/[\p{L}\p{N}]+/gu) ?? []).map((x) => (w.whole ? x : `${x}:*`)));
  return parts.length ? parts.join(' & ') : null;
}

/** The searched words folded for the name tier (exact-in-name before stem-in-name before elsewhere). */
export const nameWordsOf = (query: ResolvedQuery) => query.words.map((w) => fold(w.word));
