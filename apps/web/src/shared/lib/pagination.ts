import { PAGINATION_STEP } from '@storefront/contract/constants';

export type PageItem = number | 'gap-start' | 'gap-end';

/** UI pages are one-based and clamped to 1..totalPages; the API wants zero-based pages. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

export const toRequestPage = (uiPage: number): number => uiPage - 1;
export const fromResponsePage = (zeroBased: number): number => zeroBased + 1;

/**
 * Spec §5: every page is shown while the total is at most 7 (a window of 5 with step 2, plus 2);
 * otherwise the first page, a window around the current page, an ellipsis and the last page.
 */
export function paginationItems(current: number, totalPages: number, step: number = PAGINATION_STEP): PageItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const windowSize = 2 * step + 1;
  const all = Array.from({ length: total }, (_, i) => i + 1);
  if (total <= windowSize + 2) return all;

  const page = clampPage(current, total);
  const start = Math.min(Math.max(1, page - step), total - windowSize + 1);
  const end = start + windowSize - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end === total - 2) items.push(total - 1);
  else if (end < total - 2) items.push('gap-end');
  if (end < total) items.push(total);
  return items;
}
