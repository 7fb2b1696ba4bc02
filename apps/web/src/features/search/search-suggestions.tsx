import type { CatalogSuggestion } from '@storefront/contract/catalog';
import { SUGGEST_MIN_LENGTH } from '@storefront/contract/catalog';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Price } from '../../shared/commerce/price';
import { useCatalogSuggestQuery } from './api';
import { useSearchT } from './search-messages';

export const SUGGEST_DEBOUNCE_MS = 120;

/** What is typed, settled for a moment: a suggestion request per pause, not per key. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

export interface SuggestionsState {
  items: CatalogSuggestion[];
  corrected: string | null;
  active: number;
  open: boolean;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  close: () => void;
}

/**
 * Suggestions for the search input (ARIA combobox): after 2 letters, up to 8; arrows move through them,
 * Enter chooses the active one (else submits the form), Escape closes the list.
 */
export function useSearchSuggestions(text: string, focused: boolean, choose: (s: CatalogSuggestion) => void): SuggestionsState {
  const q = useSettled(text.trim());
  const [active, setActive] = useState(-1);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const enabled = focused && q.length >= SUGGEST_MIN_LENGTH && closedFor !== text;
  const { currentData } = useCatalogSuggestQuery(q, { skip: !enabled });
  const items = enabled ? (currentData?.items ?? []) : [];
  const open = items.length > 0;
  const [shownFor, setShownFor] = useState(q);
  if (shownFor !== q) {
    setShownFor(q);
    setActive(-1);
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === 'Enter' && active >= 0 && items[active]) {
      e.preventDefault();
      setClosedFor(text);
      choose(items[active]);
    } else if (e.key === 'Escape') {
      setClosedFor(text);
    }
  };
  return { items, corrected: enabled ? (currentData?.corrected ?? null) : null, active, open, onKeyDown, close: () => setClosedFor(text) };
}

const key = (s: CatalogSuggestion) => (s.kind === 'product' ? `p${s.id}` : `${s.kind[0]}${s.slug}`);

export function SearchSuggestions({ id, state, choose }: { id: string; state: SuggestionsState; choose: (s: CatalogSuggestion) => void }) {
  const t = useSearchT();
  if (!state.open) return null;
  return (
    <div className="search-suggest">
      {state.corrected ? (
        <p className="search-suggest__corrected" role="status">
          {t('search.suggest.corrected', { q: state.corrected })}
        </p>
      ) : null}
      <ul id={id} className="search-suggest__list" role="listbox" aria-label={t('search.suggest')}>
        {state.items.map((s, i) => (
          <li
            key={key(s)}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === state.active}
            className="search-suggest__option"
            // Keeps the focus in the input, so its blur does not close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              state.close();
              choose(s);
            }}
          >
            {s.kind === 'product' ? (
              <>
                {s.picture ? (
                  <img className="search-suggest__picture" src={s.picture} alt="" width={40} height={40} loading="lazy" />
                ) : (
                  <span className="search-suggest__picture" aria-hidden="true" />
                )}
                <span className="search-suggest__name">{s.name}</span>
                <Price price={s.price} oldPrice={null} size="sm" className="search-suggest__price" />
              </>
            ) : (
              <>
                <span className="search-suggest__kind">{t(s.kind === 'category' ? 'search.suggest.category' : 'search.suggest.brand')}</span>
                <span className="search-suggest__name">{s.name}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
