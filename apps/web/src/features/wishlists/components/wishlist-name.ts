/** contract/wishlists' name rule: trimmed, 1 to 80 characters (kept here so zod stays out of the chunk). */
export const WISHLIST_NAME_MAX = 80;

export type NameProblem = 'wishlists.name.required' | 'wishlists.name.tooLong';

export function checkWishlistName(raw: string): { name: string; problem: NameProblem | null } {
  const name = raw.trim();
  if (name === '') return { name, problem: 'wishlists.name.required' };
  if (Array.from(name).length > WISHLIST_NAME_MAX) return { name, problem: 'wishlists.name.tooLong' };
  return { name, problem: null };
}
