import { describe, expect, it } from 'vitest';
import { clampPage, fromResponsePage, paginationItems, toRequestPage } from '../pagination';

describe('pagination rule (spec §5)', () => {
  it('shows every page while the total is at most 7', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first page, a window, an ellipsis and the last page beyond 7', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('does not hide a single page behind an ellipsis', () => {
    expect(paginationItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end', 10]);
  });

  it('clamps the page to 1..totalPages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('is zero-based in requests and one-based in the UI', () => {
    expect(toRequestPage(1)).toBe(0);
    expect(fromResponsePage(0)).toBe(1);
  });
});
