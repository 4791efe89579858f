import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export const cartSheet = {
  open() {
    open = true;
    listeners.forEach((l) => l());
  },
  close() {
    open = false;
    listeners.forEach((l) => l());
  },
  set(next: boolean) {
    if (next) cartSheet.open();
    else cartSheet.close();
  },
};

export function useCartSheetOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
