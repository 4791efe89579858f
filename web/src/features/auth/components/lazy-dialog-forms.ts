import { lazy } from 'react';

/** The auth dialog's forms, each a chunk of its own, loaded when the dialog shows its mode. */
export const LazySignInForm = lazy(() =>
  import('./sign-in-form.tsx').then((m) => ({ default: m.SignInForm })),
);
export const LazySignUpForm = lazy(() =>
  import('./sign-up-form.tsx').then((m) => ({ default: m.SignUpForm })),
);
export const LazyForgotPasswordForm = lazy(() =>
  import('./forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })),
);
