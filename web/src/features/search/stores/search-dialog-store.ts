import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** Open state shared by the header button, the keyboard shortcut and the dialog mounted once in the layout. */
export const searchDialog = {
  open: () => set(true),
  close: () => set(false),
  toggle: () => set(!open),
  setOpen: set,
};

export function useSearchDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
