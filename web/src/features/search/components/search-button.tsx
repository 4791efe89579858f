import { Search } from 'lucide-react';
import { useHydrated } from '#web/lib/hydrated.tsx';
import { searchDialog } from '../stores/search-dialog-store.ts';
import { preloadSearchPanel } from './search-panel-loader.ts';

const isMac = typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.userAgent);

export function SearchButton() {
  // The server cannot know the platform: its key is named once the page is the browser's (after hydration).
  const mac = useHydrated() && isMac;
  return (
    <button
      type="button"
      onClick={searchDialog.open}
      onPointerEnter={preloadSearchPanel}
      onFocus={preloadSearchPanel}
      aria-label="Search products"
      aria-keyshortcuts="Meta+K Control+K"
      aria-haspopup="dialog"
      className="inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full text-foreground transition hover:bg-surface-2 xl:mr-1 xl:justify-start xl:border xl:border-border xl:bg-surface xl:pl-3.5 xl:pr-2 xl:hover:border-accent"
    >
      <Search className="h-5 w-5 xl:h-4 xl:w-4 xl:text-muted" aria-hidden />
      <span className="hidden pr-6 text-sm text-muted xl:inline">Search</span>
      {/* The shortcut is drawn from an attribute (aria-keyshortcuts names it): the visible text is the name's "Search". */}
      <kbd
        aria-hidden
        data-keys={mac ? '⌘K' : 'Ctrl K'}
        className="hidden rounded-md border border-border bg-surface-2 px-1.5 py-0.5 font-sans text-[11px] text-muted after:content-[attr(data-keys)] xl:inline"
      />
    </button>
  );
}
