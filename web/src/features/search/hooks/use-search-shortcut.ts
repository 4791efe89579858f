import { useEffect } from 'react';
import { searchDialog } from '../stores/search-dialog-store.ts';

/** Another modal (age gate, cart, sign-in) keeps the keyboard until it closes. */
const otherDialogOpen = () => document.querySelector('[role="dialog"]:not([data-search-dialog])') !== null;

/** Cmd+K on macOS, Ctrl+K elsewhere, from anywhere on the page. */
export function useSearchShortcut(onBeforeOpen?: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey) return;
      if (otherDialogOpen()) return;
      event.preventDefault();
      onBeforeOpen?.();
      searchDialog.toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onBeforeOpen]);
}
