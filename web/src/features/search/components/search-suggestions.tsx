import { Link } from 'react-router';
import { CATEGORY_LABELS } from '#domain/catalog.ts';
import type { SearchSuggestions as Suggestions } from '#domain/catalog/product-response.ts';

interface SearchSuggestionsProps {
  query: string;
  suggestions: Suggestions | null;
  /** Searches for a suggested name instead. */
  onSearch: (name: string) => void;
  /** Called when a category link is followed (the dialog closes). */
  onBrowse: () => void;
}

const chip =
  'inline-flex h-9 cursor-pointer items-center rounded-full border border-border bg-surface px-3.5 text-sm font-medium text-foreground transition hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** "No results" is never a dead end: near names to search instead, and the categories to browse. */
export function SearchSuggestions({ query, suggestions, onSearch, onBrowse }: SearchSuggestionsProps) {
  return (
    <div className="px-5 pb-6 pt-8 text-center">
      <p>No results found for &quot;{query}&quot;</p>
      {suggestions && suggestions.names.length > 0 && (
        <p className="mt-3 text-foreground">
          Did you mean{' '}
          {suggestions.names.map((name, i) => (
            <span key={name}>
              {i > 0 && (i === suggestions.names.length - 1 ? ' or ' : ', ')}
              <button
                type="button"
                onClick={() => onSearch(name)}
                className="cursor-pointer font-medium text-accent underline underline-offset-2 hover:no-underline"
              >
                {name}
              </button>
            </span>
          ))}
          ?
        </p>
      )}
      {suggestions && (
        <nav aria-label="Browse categories" className="mt-5">
          <p className="text-xs uppercase tracking-[0.14em]">Or browse</p>
          <ul className="mt-2.5 flex flex-wrap justify-center gap-2">
            {suggestions.categories.map((category) => (
              <li key={category}>
                <Link to={`/?category=${category}#products`} onClick={onBrowse} className={chip}>
                  {CATEGORY_LABELS[category]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
