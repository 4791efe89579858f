import { lazy } from 'react';

const loadDialog = () => import('./auth-dialog-content.tsx');
const loadSignIn = () => import('./sign-in-form.tsx');

/** The dialog and its forms (react-hook-form, zod) load on first open; 'Sign In' warms them up on hover or focus. */
export function preloadAuthDialog() {
  void loadDialog();
  void loadSignIn();
}

export const LazyAuthDialogContent = lazy(() => loadDialog().then((m) => ({ default: m.AuthDialogContent })));
export const LazySignInForm = lazy(() => loadSignIn().then((m) => ({ default: m.SignInForm })));
export const LazySignUpForm = lazy(() =>
  import('./sign-up-form.tsx').then((m) => ({ default: m.SignUpForm })),
);
export const LazyForgotPasswordForm = lazy(() =>
  import('./forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })),
);
