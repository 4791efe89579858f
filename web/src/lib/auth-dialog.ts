import { useSyncExternalStore } from 'react';

export type AuthMode = 'signin' | 'signup';
interface State {
  open: boolean;
  mode: AuthMode;
  /** Where to go once signed in (guarded routes). */
  returnTo: string | null;
}

let state: State = { open: false, mode: 'signin', returnTo: null };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const authDialog = {
  open(mode: AuthMode = 'signin', returnTo: string | null = null) {
    state = { open: true, mode, returnTo };
    emit();
  },
  setMode(mode: AuthMode) {
    state = { ...state, mode };
    emit();
  },
  close() {
    state = { ...state, open: false };
    emit();
  },
  consumeReturnTo() {
    const to = state.returnTo;
    state = { ...state, returnTo: null };
    return to;
  },
};

export function useAuthDialog(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
