import type { CatalogSuggestion } from '@storefront/contract/catalog';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { categoryPath } from '../../shared/commerce/breadcrumbs';
import { productPath } from '../../shared/commerce/product-card';
import { NO_GLOBAL_FILTER } from '../../shared/commerce/listing/global-filter';
import { activeFilterCount, SEARCH_SORTS, toApiFilters, toApiList } from '../../shared/commerce/listing/list-params';
import { ProductListing } from '../../shared/commerce/listing/product-listing';
import { useListFilters } from '../../shared/commerce/listing/use-list-filters';
import { ScreenState } from '../../shared/commerce/screen-state';
import { SearchIcon } from '../../shared/ui/icons';
import { useSearchQuery } from './api';
import { useRecentSearches } from './recent-searches';
import { SearchMessages, useSearchT } from './search-messages';
import { SearchSuggestions, useSearchSuggestions } from './search-suggestions';
import './search.css';
import { withMessages } from '../../shared/lib/feature-messages';

export const SEARCH_DEBOUNCE_MS = 300;
const Q = 'q';
/** ?literal=1: the query as typed, without the corrections (the way back from «Показаны результаты по запросу…»). */
const LITERAL = 'literal';

/** /search: debounced product search with the catalogue's filters, highlighted matches and recent queries. */
export const SearchPage = withMessages(SearchMessages, SearchScreen);

function SearchScreen() {
  const t = useSearchT();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  const q = (params.get(Q) ?? '').trim();
  const literal = params.get(LITERAL) === '1';
  const navigate = useNavigate();
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState(q);
  // The URL may change under the input (back/forward, a link): the input follows it. A query the input committed
  // itself may reach the URL late (the router renders locations in a transition): the text typed since stays.
  const [shownQ, setShownQ] = useState(q);
  const [ownQueries, setOwnQueries] = useState<readonly string[]>([]);
  if (shownQ !== q) {
    setShownQ(q);
    const own = ownQueries.indexOf(q);
    if (own >= 0) setOwnQueries(ownQueries.slice(own + 1));
    else {
      setOwnQueries([]);
      if (text.trim() !== q) setText(q);
    }
  }
  const { recent, remember, clear } = useRecentSearches();
  const state = useListFilters(SEARCH_SORTS);
  const { globalFilter } = state;

  const commit = useCallback(
    (next: string, replace: boolean) => {
      setOwnQueries((own) => [...own, next]);
      void setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(Q, next);
          else updated.delete(Q);
          updated.delete('page');
          updated.delete(LITERAL);
          return updated;
        },
        { replace },
      );
    },
    [setParams],
  );

  // Typing searches 300 ms after the last key; the URL is replaced so typing leaves no history trail.
  useEffect(() => {
    const next = text.trim();
    if (next === q) return undefined;
    const timer = window.setTimeout(() => commit(next, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q, commit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next === '') return;
    if (next !== q) commit(next, false);
    remember(next);
    inputRef.current?.blur();
  };

  const choose = (s: CatalogSuggestion) => {
    inputRef.current?.blur();
    if (s.kind === 'product') void navigate(productPath(s.id));
    else if (s.kind === 'category') void navigate(categoryPath(s.slug));
    else {
      setText(s.name);
      commit(s.name, false);
      remember(s.name);
    }
  };
  const suggestions = useSearchSuggestions(text, focused, choose);

  const searchLiterally = () =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(LITERAL, '1');
      updated.delete('page');
      return updated;
    });

  const search = useSearchQuery({ q, ...toApiList(state.filters, globalFilter), ...(literal ? { literal: '1' as const } : {}) }, { skip: q === '' });
  const current = q === '' ? undefined : search.currentData;
  const filtered = activeFilterCount(state.filters) > 0 || globalFilter !== NO_GLOBAL_FILTER;

  return (
    <div className="search">
      <h1 className="visually-hidden">{t('search.title')}</h1>
      <form role="search" className="search__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('search.label')}
        </label>
        <SearchIcon className="search__icon" size={20} />
        <input
          ref={inputRef}
          id={inputId}
          className="control search__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          // The header's search icon leads here to type at once.
          autoFocus={q === ''}
          placeholder={t('search.placeholder')}
          value={text}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={suggestions.open}
          aria-controls={listId}
          aria-activedescendant={suggestions.open && suggestions.active >= 0 ? `${listId}-${suggestions.active}` : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={suggestions.onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        <SearchSuggestions id={listId} state={suggestions} choose={choose} />
      </form>
      {q === '' ? (
        <>
          {recent.length > 0 ? (
            <section className="search-recent" aria-labelledby="search-recent">
              <div className="search-recent__head">
                <h2 id="search-recent" className="search-recent__title">
                  {t('search.recent')}
                </h2>
                <button type="button" className="search-recent__clear" onClick={clear}>
                  {t('search.recent.clear')}
                </button>
              </div>
              <ul className="wrap-list search-recent__list">
                {recent.map((item) => (
                  <li key={item}>
                    <button
                      type="button"
                      className="chip"
                      onClick={() => {
                        setText(item);
                        commit(item, false);
                        remember(item);
                      }}
                    >
                      {item}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ScreenState title={t('search.start.title')} text={t('search.start.text')} />
        </>
      ) : (
        <ProductListing
          state={state}
          sorts={SEARCH_SORTS}
          result={{ data: current, isFetching: search.isFetching, error: search.error, refetch: search.refetch }}
          facetsArgs={toApiFilters({ ...state.filters, brands: [] }, globalFilter)}
          showFacetCounts={false}
          onOpen={() => remember(q)}
          notice={
            current?.mode === 'corrected' && current.corrected ? (
              <p className="search__fuzzy" role="status">
                {t('search.corrected', { q: current.corrected })}{' '}
                <button type="button" className="search__literal" onClick={searchLiterally}>
                  {t('search.literal', { q })}
                </button>
              </p>
            ) : current?.mode === 'trigram' ? (
              <p className="search__fuzzy" role="status">
                {t('search.fuzzy', { q })}
              </p>
            ) : null
          }
          empty={
            <ScreenState
              title={t('search.none.title')}
              text={t('search.none.text', { q })}
              action={
                filtered ? (
                  <button type="button" className="button button--secondary" onClick={state.clearAll}>
                    {t('search.none.reset')}
                  </button>
                ) : undefined
              }
            />
          }
        />
      )}
    </div>
  );
}
