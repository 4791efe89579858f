import { lazy } from 'react';

const loadDialog = () => import('./auth-dialog-content.tsx');

/**
 * The dialog and its forms (react-hook-form, zod) load on first open; 'Sign In' warms them up on hover or focus.
 * The forms' own lazy parts live in the dialog's chunk (lazy-dialog-forms.ts), not in the entry.
 */
export function preloadAuthDialog() {
  void loadDialog();
  void import('./sign-in-form.tsx');
}

export const LazyAuthDialogContent = lazy(() => loadDialog().then((m) => ({ default: m.AuthDialogContent })));
