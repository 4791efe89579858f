import { useSyncExternalStore } from 'react';

/** `forgot`: the sign-in dialog's 'Forgot password?' form, which e-mails a reset link. */
export type AuthMode = 'signin' | 'signup' | 'forgot';
interface State {
  open: boolean;
  mode: AuthMode;
  /** Where to go once signed in (guarded routes). */
  returnTo: string | null;
  /** Sign-in after a sign-up that did not sign in: the address to fill in and the text to show above the form. */
  prefill: { email: string; notice: string } | null;
}

let state: State = { open: false, mode: 'signin', returnTo: null, prefill: null };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const authDialog = {
  open(mode: AuthMode = 'signin', returnTo: string | null = null) {
    state = { open: true, mode, returnTo, prefill: null };
    emit();
  },
  setMode(mode: AuthMode) {
    state = { ...state, mode, prefill: null };
    emit();
  },
  /** Opens sign-in or sign-up with the address filled in (a staff invitation's page) and a notice above sign-in. */
  openWith(mode: 'signin' | 'signup', email: string, notice: string) {
    state = { open: true, mode, returnTo: null, prefill: { email, notice } };
    emit();
  },
  /** Switches to sign-in with the address filled in and a notice above the form. */
  signInWith(email: string, notice: string) {
    state = { ...state, mode: 'signin', prefill: { email, notice } };
    emit();
  },
  /** Switches to the reset-link request, with the address typed so far (if any) filled in. */
  forgotPassword(email = '') {
    state = { ...state, open: true, mode: 'forgot', prefill: email ? { email, notice: '' } : null };
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
