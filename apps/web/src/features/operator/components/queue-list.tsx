import type { ReactNode } from 'react';
import { ScreenState } from '../../../shared/commerce/screen-state';
import { ErrorFallback, errorMessageOf } from '../../../shared/ui/error-fallback';
import { PageLoader } from '../../../shared/ui/loader';

interface QueueListProps<T> {
  /** Undefined while the first page loads. */
  items: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** A refetch (a new search or filter) is under way. */
  busy: boolean;
  empty: string;
  /** One keyed list item. */
  children: (item: T) => ReactNode;
}

/** A console tab's list: the load error with a retry, the loader, the empty state, or the items. */
export function QueueList<T>({ items, error, onRetry, busy, empty, children }: QueueListProps<T>) {
  return (
    <>
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={onRetry} /> : null}
      {!items && !error ? <PageLoader /> : null}
      {items && items.length === 0 ? <ScreenState title={empty} /> : null}
      {items && items.length > 0 ? (
        <ul className="stack-list seller-list" aria-busy={busy}>
          {items.map((item) => children(item))}
        </ul>
      ) : null}
    </>
  );
}
