import { clampPage, paginationItems } from '../lib/pagination';
import { useT } from '../lib/i18n';
import './pagination.css';

export interface PaginationProps {
  /** One-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const current = clampPage(page, totalPages);
  const go = (p: number) => onChange(clampPage(p, totalPages));
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__item"
        disabled={current === 1}
        onClick={() => go(current - 1)}
        aria-label={t('pagination.previous')}
      >
        ‹
      </button>
      {paginationItems(current, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="pagination__item"
            aria-current={item === current ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="pagination__item"
        disabled={current === totalPages}
        onClick={() => go(current + 1)}
        aria-label={t('pagination.next')}
      >
        ›
      </button>
    </nav>
  );
}
