import { Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useInlinePanel } from '../hooks/use-inline-panel.ts';
import { DeleteAccountForm } from './delete-account-form.tsx';

/** Deleting the account: a button, then the confirm step in place (never a pop-up). */
export function DeleteAccountCard() {
  const { open, trigger, show, close } = useInlinePanel();

  return (
    <section
      aria-labelledby="delete-title"
      className="rounded-3xl border border-border bg-surface p-6 sm:p-8"
    >
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="delete-title" className="font-display text-2xl">
            Delete account
          </h2>
          <p className="mt-1 text-sm text-muted">
            Erases your profile and signs you out everywhere. Orders stay on record as the law requires.
          </p>
        </div>
        {!open && (
          <Button ref={trigger} variant="outline" size="sm" onClick={show}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete account…
          </Button>
        )}
      </div>
      {open && <DeleteAccountForm onCancel={close} />}
    </section>
  );
}
