import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from './button.tsx';
import { DialogClose } from './dialog.tsx';

interface ConfirmActionsProps {
  /** The refusal to show (the server's message), or null. */
  error: Error | null;
  pending: boolean;
  keepLabel: string;
  confirmLabel: string;
  /** `danger` by default; `primary` for an action that is not destructive (an approval). */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
}

/**
 * The foot of a confirmation dialog: the server's refusal, announced, then "keep" (closes) and the dangerous
 * action, both held while the request runs.
 */
export function ConfirmActions({
  error,
  pending,
  keepLabel,
  confirmLabel,
  confirmVariant = 'danger',
  onConfirm,
}: ConfirmActionsProps) {
  return (
    <>
      <div role="alert" aria-atomic="true">
        {error && (
          <p className="mt-5 flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm font-medium">
            <CircleAlert className="h-5 w-5 shrink-0 text-danger" aria-hidden />
            {error.message || 'An error occurred'}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {keepLabel}
          </Button>
        </DialogClose>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
