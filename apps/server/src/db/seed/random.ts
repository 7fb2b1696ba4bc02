/** Deterministic pseudo-random numbers for the demo seed: the same seed gives the same data on every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A new array with `count` distinct items (or all of them) in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A string of `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
}

/** mulberry32: tiny, fast and good enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to derive one independent stream per label from the base seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const SEED = 20240601;

/**
 * One stream per concern (users, products, orders…), so that a change in how many products are drawn
 * does not reshuffle the users, and the first products are the same whatever the product count.
 */
export function createRandom(label: string, seed = SEED): Random {
  const next = mulberry32(hash(`${seed}:${label}`));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    chars: (alphabet, length) => Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join(''),
  };
}
