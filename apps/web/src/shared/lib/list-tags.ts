import type { TAG_TYPES } from './api';

/**
 * The cache tags of an answer that lists items of one data group (RTK Query's usual recipe): the list itself, so a
 * new item refreshes it, and each item by its id.
 */
export function listTags<T extends (typeof TAG_TYPES)[number]>(type: T, items: ReadonlyArray<{ id: number }> | undefined) {
  return [{ type, id: 'LIST' as const }, ...(items ?? []).map((item) => ({ type, id: item.id }))];
}
