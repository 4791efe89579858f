import { useSyncExternalStore, type ReactNode } from 'react';

type Sonner = typeof import('sonner');

export interface ToastOptions {
  description?: ReactNode;
  duration?: number;
  id?: string | number;
  /** A button in the toast (sonner's action), e.g. the new version's Reload. */
  action?: { label: string; onClick: () => void };
}

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** sonner stays out of the entry bundle: it loads when the page is idle or on the first toast. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The loaded module once it is there (the Toaster mounts then); sonner replays toasts created before it. */
export function useSonner(): Sonner | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner,
    () => null,
  );
}

const show =
  (kind: 'message' | 'success' | 'error') =>
  (message: ReactNode, options?: ToastOptions): void => {
    // A failed load must not reject: global-errors.ts toasts unhandled rejections.
    loadSonner().then(
      ({ toast: sonnerToast }) => (kind === 'message' ? sonnerToast : sonnerToast[kind])(message, options),
      () => undefined,
    );
  };

/** Same calls as sonner's `toast`, `toast.success` and `toast.error`. */
export const toast = Object.assign(show('message'), { success: show('success'), error: show('error') });
