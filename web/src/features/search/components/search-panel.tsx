import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, type SearchResult } from '#domain/catalog.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { track } from '#web/lib/analytics.ts';
import { useSearchProducts } from '../api/search-products.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { SearchResults } from './search-results.tsx';

/** Combobox pattern: focus stays in the input, arrows move the active option, Enter chooses it. */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(0);
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const { results, suggestions, isSearching, isSettled } = useSearchProducts(debounced);
  const tooShort = trimmed.length < SEARCH_MIN_CHARS;
  const shown = tooShort ? [] : results;
  const pending = !tooShort && (trimmed !== debounced || isSearching);
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));

  // Once per settled query, with how many products it found (the admin's analytics lists the searches that found
  // nothing).
  const found = isSettled ? results.length : null;
  useEffect(() => {
    if (debounced.length >= SEARCH_MIN_CHARS && found !== null)
      track('search', { query: debounced, results: found });
  }, [debounced, found]);

  const choose = (result: SearchResult) => {
    onClose();
    void navigate(`/product/${result.id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((activeIndex + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((activeIndex - 1 + count) % count);
    } else if (event.key === 'Enter' && shown[activeIndex]) {
      event.preventDefault();
      choose(shown[activeIndex]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div>
      <div className="flex items-center gap-3 rounded-t-2xl border-b border-border px-4 focus-within:ring-2 focus-within:ring-inset focus-within:ring-ring sm:px-5">
        <Search className="h-5 w-5 shrink-0 text-muted" aria-hidden />
        <input
          ref={inputRef}
          autoFocus
          type="search"
          role="combobox"
          aria-label="Search products"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={shown.length > 0}
          aria-activedescendant={shown.length ? optionId(activeIndex) : undefined}
          placeholder="Search flower, edibles, strains…"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={100}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-16 min-w-0 flex-1 bg-transparent text-base text-foreground placeholder:text-muted focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {pending && <Spinner label="Searching" />}
        <button
          type="button"
          onClick={onClose}
          className="shrink-0 cursor-pointer rounded-md border border-border px-2 py-1 text-[11px] font-medium text-muted hover:text-foreground"
          aria-label="Esc, close search"
        >
          Esc
        </button>
      </div>
      <SearchResults
        listId={listId}
        query={trimmed}
        results={shown}
        activeIndex={activeIndex}
        optionId={optionId}
        showEmpty={tooShort}
        showNoMatches={!tooShort && !pending && isSettled && shown.length === 0}
        suggestions={suggestions}
        onHover={setActive}
        onChoose={choose}
        onSearch={(text) => {
          setQuery(text);
          setActive(0);
          inputRef.current?.focus();
        }}
        onBrowse={onClose}
      />
    </div>
  );
}
