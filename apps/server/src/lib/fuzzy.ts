/**
 * Forgiving matching of typed words (issue 16): Damerau–Levenshtein distance with Meilisearch's typo budget,
 * the wrong keyboard layout (ЙЦУКЕН ↔ QWERTY) and transliteration (Latin ↔ Cyrillic). Shared by the product
 * search and the address suggestions.
 */

/** Lower case, ё → е: the form distances are measured in. */
export const fold = (s: string): string => s.toLowerCase().replace(/ё/g, 'е');

/** The words of a text: letters and digits, lower case (hyphenated words stay whole). */
export function wordsOf(text: string, max = 8): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).slice(0, max);
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and a swap of two adjacent letters
 * each count one ("смарфтон" → "смартфон" is 1). Lengths further apart than `max` answer max + 1 at once.
 */
export function damerauLevenshtein(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** True when b is a with two adjacent letters swapped (and nothing else). */
export function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * Meilisearch's budget — no typo under 5 letters, 1 from 5 to 8, 2 from 9 — and one better: a word of 3–4
 * letters may have two adjacent letters swapped ("nvoa" → "nova"), the commonest slip of a fast thumb.
 */
export function typoBudget(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** The distance of a typed word to a dictionary word when within the budget, else null. */
export function typoDistance(typed: string, term: string): number | null {
  const a = fold(typed);
  const b = fold(term);
  if (a === b) return 0;
  const budget = typoBudget(a.length);
  if (budget === 0) return a.length >= 3 && isTransposition(a, b) ? 1 : null;
  const d = damerauLevenshtein(a, b, budget);
  return d <= budget ? d : null;
}

/** As typoDistance, against the beginning of the term (a word still being typed: "смарфт" → "смартфон"). */
export function prefixTypoDistance(typed: string, term: string): number | null {
  const whole = typoDistance(typed, term);
  if (whole !== null) return whole;
  let best: number | null = null;
  for (const k of [typed.length - 1, typed.length, typed.length + 1]) {
    if (k < 3 || k >= term.length) continue;
    const d = typoDistance(typed, term.slice(0, k));
    if (d !== null && (best === null || d < best)) best = d;
  }
  return best;
}

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const toCyrillicKeys = new Map([...QWERTY].map((c, i) => [c, JCUKEN[i]!]));
const toLatinKeys = new Map([...JCUKEN].map((c, i) => [c, QWERTY[i]!]));

/** The word as if typed with the other keyboard layout ("cvfhnajy" → "смартфон", "ыьк" → "smr"); null if unchanged. */
export function switchLayout(word: string): string | null {
  const w = word.toLowerCase();
  const latin = /[a-z]/.test(w);
  const map = latin ? toCyrillicKeys : toLatinKeys;
  const out = [...w].map((c) => map.get(c) ?? c).join('');
  return out === w || /[[\];',.`]/.test(out) ? null : out;
}

const LAT_TO_CYR: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['yo', 'ё'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['ph', 'ф'],
  ['ck', 'к'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'дж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];
/** Russian letters in Latin (the search's transliteration, and the Latin-only shipping labels). */
export const CYR_TO_LAT: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

function latinToCyrillic(w: string): string {
  let out = '';
  for (let i = 0; i < w.length;) {
    const pair = LAT_TO_CYR.find(([lat]) => w.startsWith(lat, i));
    if (pair) {
      out += pair[1];
      i += pair[0].length;
    } else out += w[i++];
  }
  // A final "y" after a vowel is "й" ("Sergey"), inside a word "ы".
  return out.replace(/([аеиоуыэюя])ы(?=$|[^а-яё])/g, '$1й');
}

/** Transliterations of a word into the other alphabet ("atlant" → "атлант", "пикселон" → "pikselon", "pixelon"). */
export function transliterations(word: string): string[] {
  const w = word.toLowerCase();
  if (/[a-z]/.test(w) && !/[а-яё]/.test(w)) return [latinToCyrillic(w)];
  if (!/[а-яё]/.test(w)) return [];
  const base = [...w].map((c) => CYR_TO_LAT[c] ?? c).join('');
  const variants = new Set([
    base,
    base.replace(/ks/g, 'x'),
    base.replace(/h/g, 'kh'),
    base.replace(/ts/g, 'c'),
    base.replace(/y(?=$|[^aeiou])/g, 'i'),
  ]);
  variants.delete(w);
  return [...variants];
}
