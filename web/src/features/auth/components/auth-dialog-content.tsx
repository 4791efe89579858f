import { Suspense } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { authDialog, useAuthDialog, type AuthMode } from '#web/lib/auth-dialog.ts';
import { LazyForgotPasswordForm, LazySignInForm, LazySignUpForm } from './lazy-dialog-forms.ts';

const COPY = {
  signin: { title: 'Sign In', description: 'Welcome back. Your orders and saved cart are waiting.' },
  signup: {
    title: 'Create Account',
    description: 'Save your cart across devices and follow every delivery.',
  },
  forgot: {
    title: 'Reset Password',
    description:
      'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  },
} as const;

/** The line under each form: where else the dialog can go. */
const FOOTER: Record<AuthMode, { question: string; action: string; to: AuthMode }> = {
  signin: { question: 'New to New York Minute?', action: 'Create an account', to: 'signup' },
  signup: { question: 'Already have an account?', action: 'Use an existing account', to: 'signin' },
  forgot: { question: 'Remembered it?', action: 'Back to sign in', to: 'signin' },
};

function FormFallback({ fields }: { fields: number }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}

/** Sign-in, create-account and the reset-link request share one dialog and switch modes in place. */
export function AuthDialogContent({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const { open, mode, prefill } = useAuthDialog();
  const copy = COPY[mode];
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : authDialog.close())}>
      <DialogContent className="max-w-[28rem] sm:p-8">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">New York Minute NYC</p>
        <DialogTitle className="mt-2 font-display text-3xl">{copy.title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">{copy.description}</DialogDescription>
        {mode === 'signin' && prefill && (
          <p role="status" className="mt-4 rounded-2xl bg-accent-soft px-4 py-3 text-sm text-foreground">
            {prefill.notice}
          </p>
        )}
        <div className="mt-6">
          <Suspense fallback={<FormFallback fields={{ signin: 2, signup: 5, forgot: 1 }[mode]} />}>
            {mode === 'signin' && <LazySignInForm key="signin" onSignedIn={onSignedIn} />}
            {mode === 'signup' && <LazySignUpForm key="signup" onSignedIn={onSignedIn} />}
            {mode === 'forgot' && <LazyForgotPasswordForm key="forgot" email={prefill?.email ?? ''} />}
          </Suspense>
        </div>
        <p className="mt-6 border-t border-border pt-5 text-center text-sm text-muted">
          {FOOTER[mode].question}{' '}
          <button
            type="button"
            className="cursor-pointer font-medium text-foreground underline decoration-accent underline-offset-4 hover:text-accent"
            onClick={() => authDialog.setMode(FOOTER[mode].to)}
          >
            {FOOTER[mode].action}
          </button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
