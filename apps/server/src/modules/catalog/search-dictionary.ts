import type { Db } from '../../db/client';
import { fold } from '../../lib/fuzzy';
import type { ReadCache } from '../../lib/read-cache';
import { dictionaryVersion, loadDictionary, stemsOf, type TermRow } from './search-terms-repository';

/** A dictionary word that may be what was meant by a typed form `w`. */
export interface TermCandidate {
  w: string;
  term: string;
  products: number;
  label: boolean;
}

/** How many typed words' stems and resolved queries a node remembers per dictionary (then it starts afresh). */
const MEMO_LIMIT = 20_000;

/** A bounded memo: cleared whole when full (no LRU bookkeeping on the hot path). */
export class Memo<T> {
  private readonly map = new Map<string, T>();
  get(key: string): T | undefined {
    return this.map.get(key);
  }
  set(key: string, value: T): void {
    if (this.map.size >= MEMO_LIMIT) this.map.clear();
    this.map.set(key, value);
  }
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The search dictionary (search_terms: every word of the catalogue's names and descriptions, and of its brand and
 * category names) held in memory, so that resolving a query's words — known as typed, as a prefix, by stem, in the
 * other layout, transliterated, or within the typo budget — asks the database nothing (issue 13).
 */
export class SearchDictionary {
  private readonly terms = new Map<string, TermRow>();
  /** Every term, sorted by code unit: the terms beginning with a word are the run starting where it would go. */
  private readonly sorted: string[];
  private readonly stems = new Set<string>();
  /** Terms by their first and by their second letter: the typo candidates of a word (see candidates()). */
  private readonly byFirst = new Map<string, TermRow[]>();
  private readonly bySecond = new Map<string, TermRow[]>();

  constructor(
    rows: TermRow[],
    readonly version: number,
  ) {
    for (const row of rows) {
      this.terms.set(row.term, row);
      this.stems.add(row.stem);
      const [first, second] = [...row.term];
      if (first) push(this.byFirst, first, row);
      if (second) push(this.bySecond, second, row);
    }
    this.sorted = [...this.terms.keys()].sort(byCode);
  }

  get size(): number {
    return this.terms.size;
  }

  has(word: string): boolean {
    return this.terms.has(word);
  }

  /** The stem of a dictionary word (as the database made it), if the word is one. */
  stemOf(word: string): string | undefined {
    return this.terms.get(word)?.stem;
  }

  hasStem(stem: string): boolean {
    return this.stems.has(stem);
  }

  /** Some term begins with the word (the word itself included). */
  hasPrefix(word: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.sorted.length && this.sorted[lo]!.startsWith(word);
  }

  /**
   * Whether some term's stem can be the stem of the word: the russian stemmer only takes endings off, so the stem
   * of a word is a beginning of it (ё read as е). False means no term shares its stem; true asks the stem itself.
   */
  mayShareStem(word: string): boolean {
    const folded = fold(word);
    for (let i = 1; i <= folded.length; i++) if (this.stems.has(folded.slice(0, i))) return true;
    return false;
  }

  /**
   * The dictionary words that may be what was meant by the typed form: every term within two letters of its length
   * (longer ones too while the word is still being typed) whose first or second letter is the form's first or
   * second — a typo anywhere but the first two letters, a swap of the first two, a wrong, missing or extra first
   * letter. Distances are measured by the caller.
   */
  candidates(form: string, typing: boolean): TermCandidate[] {
    const [first, second] = [...form];
    if (!first) return [];
    const min = form.length - 2;
    const max = typing ? Infinity : form.length + 2;
    const seen = new Set<TermRow>();
    const out: TermCandidate[] = [];
    for (const list of [this.byFirst.get(first), second && this.byFirst.get(second), second && this.bySecond.get(second), this.bySecond.get(first)]) {
      if (!list) continue;
      for (const row of list) {
        if (row.term.length < min || row.term.length > max || seen.has(row)) continue;
        seen.add(row);
        out.push({ w: form, term: row.term, products: row.products, label: row.label });
      }
    }
    return out;
  }
}

function push(map: Map<string, TermRow[]>, key: string, row: TermRow): void {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
}

interface State {
  dictionary: SearchDictionary | null;
  /** The read cache's generation and the time when the version was last confirmed. */
  generation: number;
  checkedAt: number;
  pending: Promise<SearchDictionary> | null;
  /** search_stem of typed words (a pure function of the word, per database: its stemmer). */
  stems: Memo<string>;
}

const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = { dictionary: null, generation: -1, checkedAt: 0, pending: null, stems: new Memo<string>() };
    states.set(db, state);
  }
  return state;
}

async function refresh(db: Db, state: State, generation: number): Promise<SearchDictionary> {
  const current = state.dictionary;
  const checkedAt = Date.now();
  let next = current;
  if (!current || (await dictionaryVersion(db)) !== current.version) {
    const { version, terms } = await loadDictionary(db);
    next = new SearchDictionary(terms, version);
  }
  state.dictionary = next;
  state.generation = generation;
  state.checkedAt = checkedAt;
  return next!;
}

/**
 * This node's copy of the dictionary, current as the read cache is (lib/read-cache.ts): kept while the cache's
 * generation stands (no write on this node or, told by NOTIFY, on another) and within its lifetime, then checked
 * against the version in the database (one row) and reloaded only when that moved. Without a cache, or with it off
 * (tests write the database directly), the version is checked on every call.
 */
export async function searchDictionary(db: Db, cache?: ReadCache): Promise<SearchDictionary> {
  const state = stateOf(db);
  const generation = cache?.generation ?? -1;
  const current = state.dictionary;
  if (current && cache?.enabled && state.generation === generation && Date.now() - state.checkedAt < cache.ttlMs) return current;
  // One check at a time; a call that arrives during one waits for it.
  state.pending ??= refresh(db, state, generation).finally(() => {
    state.pending = null;
  });
  return state.pending;
}

/** The stems of words (search_stem), remembered per database: only words not seen before are asked for. */
export async function stemsFor(db: Db, words: string[]): Promise<Map<string, string>> {
  const memo = stateOf(db).stems;
  const found = new Map<string, string>();
  for (const w of words) {
    const stem = memo.get(w);
    if (stem !== undefined) found.set(w, stem);
  }
  const missing = [...new Set(words.filter((w) => !found.has(w)))];
  if (missing.length) {
    for (const [w, stem] of await stemsOf(db, missing)) {
      memo.set(w, stem);
      found.set(w, stem);
    }
  }
  return found;
}
