import { Suspense } from 'react';
import { useOpenedOnce } from '#web/hooks/use-opened-once.ts';
import { useSearchShortcut } from '../hooks/use-search-shortcut.ts';
import { useSearchDialogOpen } from '../stores/search-dialog-store.ts';
import { LazySearchDialogContent, preloadSearchPanel } from './search-panel-loader.ts';

/** Mounted once by the layout: the Cmd/Ctrl+K shortcut now, the dialog (its own chunk) from its first opening on. */
export function SearchDialog() {
  const opened = useOpenedOnce(useSearchDialogOpen());
  useSearchShortcut(preloadSearchPanel);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazySearchDialogContent />
    </Suspense>
  );
}
