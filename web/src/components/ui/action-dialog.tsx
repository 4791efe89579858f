import { useRef, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { focusScopeOf, keepFocus } from '#web/hooks/use-keep-focus.ts';
import { toast } from '#web/lib/toast.ts';

interface Mutation {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

interface ActionDialogProps {
  trigger: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  mutation: Mutation;
  /** Runs the action; resolves true on success (the dialog closes and `done` is toasted). */
  run: () => Promise<boolean>;
  done: string;
  danger?: boolean;
  /** The page's main move (e.g. approve): an accent button. */
  primary?: boolean;
  /** Called when the dialog opens, to reset its form. */
  onOpen?: () => void;
  children?: ReactNode;
  /** The words of the button that closes without acting. */
  keepLabel?: string;
  size?: 'sm' | 'md';
  confirmVariant?: 'danger' | 'primary';
}

/** `run` for a dialog whose action is one mutation: true once it succeeded (its error shows in the dialog). */
export const settled = (action: Promise<unknown>) =>
  action.then(
    () => true,
    () => false,
  );

/** One staff action: a button that opens a dialog with its inputs, the server's refusal, and confirm. */
export function ActionDialog(props: ActionDialogProps) {
  const {
    trigger,
    title,
    description,
    confirmLabel,
    mutation,
    run,
    done,
    danger,
    primary,
    onOpen,
    children,
    keepLabel = 'Keep as is',
    size = 'sm',
    confirmVariant,
  } = props;
  const [open, setOpen] = useState(false);
  // Where focus goes once the action is done, if its button went away with it: the scope the trigger sits in.
  const scope = useRef<string | null>(null);
  const onOpenChange = (next: boolean) => {
    if (mutation.isPending) return;
    if (next) {
      scope.current = focusScopeOf(document.activeElement);
      mutation.reset();
      onOpen?.();
    }
    setOpen(next);
  };
  const confirm = async () => {
    if (await run()) {
      setOpen(false);
      keepFocus(scope.current);
      toast.success(done);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant={primary ? 'accent' : 'outline'}
          size={size}
          className={danger ? 'text-danger hover:border-danger/50' : undefined}
        >
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">{description}</DialogDescription>
        {children && <div className="mt-5 space-y-1.5">{children}</div>}
        <ConfirmActions
          error={mutation.error}
          pending={mutation.isPending}
          keepLabel={keepLabel}
          confirmLabel={confirmLabel}
          onConfirm={() => void confirm()}
          {...(confirmVariant ? { confirmVariant } : {})}
        />
      </DialogContent>
    </Dialog>
  );
}

/** A labelled field inside an action dialog, with its validation message. */
export function DialogField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}
