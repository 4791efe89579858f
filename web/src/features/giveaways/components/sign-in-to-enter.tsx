import { LogIn } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { authDialog } from '#web/lib/auth-dialog.ts';

/** Signed out: entering needs an account (one per person); the dialog brings the visitor back here. */
export function SignInToEnter({ returnTo }: { returnTo: string }) {
  return (
    <div className="space-y-4">
      <h2 className="font-display text-3xl">Sign in to enter</h2>
      <p className="text-sm text-muted">
        Entering is free. Sign in, or create an account in a minute, and you will come right back here.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="accent" onClick={() => authDialog.open('signup', returnTo)}>
          Create account
        </Button>
        <Button variant="outline" onClick={() => authDialog.open('signin', returnTo)}>
          <LogIn className="h-4 w-4" aria-hidden />
          Sign in
        </Button>
      </div>
    </div>
  );
}
