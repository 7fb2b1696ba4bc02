import type { ReactNode } from 'react';
import { ErrorFallback, errorMessageOf } from './error-fallback';
import { PageLoader } from './loader';
import { TitledSection } from './titled-section';

interface ListScreenProps<T extends { id: number }> {
  /** The list's query (an RTK Query hook's result): its error with a retry, a loader until it has answered. */
  query: { data?: readonly T[] | undefined; error?: unknown; refetch: () => unknown };
  /** The screen's block name: `{name}-page` on the section, `__title` and `__list` under it, `{name}-title` as id. */
  name: string;
  title: string;
  listLabel: string;
  /** What the screen says when the list is empty. */
  empty: ReactNode;
  children: (item: T) => ReactNode;
}

/** A screen that is one titled list of cards (the shopper's orders, claims): loading, error, empty and the list. */
export function ListScreen<T extends { id: number }>({ query, name, title, listLabel, empty, children }: ListScreenProps<T>) {
  const { data, error, refetch } = query;
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  return (
    <TitledSection titleId={`${name}-title`} title={title} level={1} className={`${name}-page`} titleClassName={`${name}-page__title`}>
      {data.length === 0 ? (
        empty
      ) : (
        <ul className={`stack-list ${name}-page__list`} aria-label={listLabel}>
          {data.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
