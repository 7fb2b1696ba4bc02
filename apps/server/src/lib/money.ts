/** Bonuses and money are stored in kopecks; the wire shows bonuses/roubles with two decimals at most. */
export function fromKopecks(kopecks: number | null | undefined): number {
  return Math.round(Number(kopecks ?? 0)) / 100;
}
