import { Suspense } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { authDialog, useAuthDialog } from '#web/lib/auth-dialog.ts';
import { LazySignInForm, LazySignUpForm } from './lazy-auth-forms.ts';

const COPY = {
  signin: { title: 'Sign In', description: 'Welcome back. Your orders and saved cart are waiting.' },
  signup: {
    title: 'Create Account',
    description: 'Save your cart across devices and follow every delivery.',
  },
} as const;

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

/** Sign-in and create-account share one dialog and switch modes in place. */
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
          <Suspense fallback={<FormFallback fields={mode === 'signin' ? 2 : 5} />}>
            {mode === 'signin' ? (
              <LazySignInForm key="signin" onSignedIn={onSignedIn} />
            ) : (
              <LazySignUpForm key="signup" onSignedIn={onSignedIn} />
            )}
          </Suspense>
        </div>
        <p className="mt-6 border-t border-border pt-5 text-center text-sm text-muted">
          {mode === 'signin' ? 'New to New York Minute?' : 'Already have an account?'}{' '}
          <button
            type="button"
            className="cursor-pointer font-medium text-foreground underline decoration-accent underline-offset-4 hover:text-accent"
            onClick={() => authDialog.setMode(mode === 'signin' ? 'signup' : 'signin')}
          >
            {mode === 'signin' ? 'Create an account' : 'Use an existing account'}
          </button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
