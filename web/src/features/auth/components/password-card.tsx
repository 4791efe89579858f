import { KeyRound } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useInlinePanel } from '../hooks/use-inline-panel.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** The account page's password: a button that opens the change form in place. */
export function PasswordCard() {
  const { open, trigger, show, close } = useInlinePanel();

  return (
    <section
      aria-labelledby="password-title"
      className="rounded-3xl border border-border bg-surface p-6 sm:p-8"
    >
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="password-title" className="font-display text-2xl">
            Password
          </h2>
          {!open && <p className="mt-1 text-sm text-muted">Change it any time; you need your current one.</p>}
        </div>
        {!open && (
          <Button ref={trigger} variant="outline" size="sm" onClick={show}>
            <KeyRound className="h-4 w-4" aria-hidden />
            Change password
          </Button>
        )}
      </div>
      {open && <ChangePasswordForm onDone={close} />}
    </section>
  );
}
