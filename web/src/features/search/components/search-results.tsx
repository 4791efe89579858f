import { useEffect } from 'react';
import type { SearchResult } from '#domain/catalog.ts';
import type { SearchSuggestions as Suggestions } from '#domain/catalog/product-response.ts';
import { SearchResultRow } from './search-result-row.tsx';
import { SearchSuggestions } from './search-suggestions.tsx';

interface SearchResultsProps {
  listId: string;
  query: string;
  results: SearchResult[];
  activeIndex: number;
  optionId: (index: number) => string;
  showEmpty: boolean;
  showNoMatches: boolean;
  suggestions: Suggestions | null;
  onHover: (index: number) => void;
  onChoose: (result: SearchResult) => void;
  onSearch: (text: string) => void;
  onBrowse: () => void;
}

export function SearchResults(props: SearchResultsProps) {
  const { listId, query, results, activeIndex, optionId, showEmpty, showNoMatches, onHover, onChoose } =
    props;
  const { suggestions, onSearch, onBrowse } = props;

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  return (
    <div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Products"
        className="max-h-[400px] overflow-y-auto overscroll-contain p-2 empty:hidden"
      >
        {results.map((result, index) => (
          <SearchResultRow
            key={result.id}
            id={optionId(index)}
            result={result}
            active={index === activeIndex}
            onHover={() => onHover(index)}
            onChoose={() => onChoose(result)}
          />
        ))}
      </ul>
      <div aria-live="polite" className="text-sm text-muted">
        {showEmpty && <p className="px-5 py-10 text-center">Start typing to search products...</p>}
        {showNoMatches && (
          <SearchSuggestions
            query={query}
            suggestions={suggestions}
            onSearch={onSearch}
            onBrowse={onBrowse}
          />
        )}
      </div>
      {results.length > 0 && (
        <p className="hidden border-t border-border px-5 py-2.5 text-[11px] text-muted sm:block" aria-hidden>
          ↑ ↓ to move · Enter to open · Esc to close
        </p>
      )}
    </div>
  );
}
