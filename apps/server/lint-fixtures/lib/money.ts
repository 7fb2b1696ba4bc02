/** lib/ is the floor: it imports nothing of the app's modules. */
export function kopecks(rubles: number): number {
  return Math.round(rubles * 100);
}
