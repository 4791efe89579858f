import { ShortcutsDialog } from '#web/components/shortcuts-dialog.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';

/** The store's shortcuts: search (handled by the search dialog's own listener) and `?` to list them. */
export function ShopShortcuts() {
  useShortcut({ keys: 'mod+k', description: 'Search products', group: 'General' });
  return <ShortcutsDialog />;
}
