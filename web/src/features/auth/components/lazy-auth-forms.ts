import { lazy } from 'react';

/** The forms (react-hook-form, zod) load only when the dialog first opens. */
export const LazySignInForm = lazy(() =>
  import('./sign-in-form.tsx').then((m) => ({ default: m.SignInForm })),
);
export const LazySignUpForm = lazy(() =>
  import('./sign-up-form.tsx').then((m) => ({ default: m.SignUpForm })),
);
