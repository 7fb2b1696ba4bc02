/** A second repository of alpha's, named `*-repository.ts`: also alpha's own. */
export function findAlphaStock(id: string): number {
  return id.length;
}
