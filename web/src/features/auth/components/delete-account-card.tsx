import { useEffect, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';

/** Deleting the account: a button, then the confirm step in place (never a pop-up). */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

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
          <Button ref={button} variant="outline" size="sm" onClick={() => setOpen(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete account…
          </Button>
        )}
      </div>
      {open && (
        <DeleteAccountForm
          onCancel={() => {
            returnFocus.current = true;
            setOpen(false);
          }}
        />
      )}
    </section>
  );
}
