/** What the search benchmarks (bench.ts, bench-catalog.ts) type: the same queries in both. */

/** Common words, and (issue 16) typos, the wrong layout, transliteration and articles. */
export const WORDS = [
  'кроссовки',
  'смартфон',
  'чайник',
  'крем',
  'рюкзак',
  'наушники',
  'платье',
  'кросовки',
  'смартфн',
  'пылесос',
  'смарфтон',
  'гатнели',
  'Pixleon',
  'nvoa',
  'алтант',
  'cvfhnajy',
  'Atlant',
  'smartfon',
  'SMR-000305',
  'смартфон nova',
];
/** What a shopper has typed so far (suggestions). */
export const PREFIXES = ['см', 'смар', 'смарфт', 'кро', 'кросс', 'наушн', 'pix', 'атла', 'чайн', 'крем', 'ноут', 'cvfh', 'SMR-00'];
