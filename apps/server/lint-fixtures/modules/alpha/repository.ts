/** alpha's tables: only alpha's own files read them. */
export function findAlphaPrice(id: string): number {
  return id.length * 100;
}
