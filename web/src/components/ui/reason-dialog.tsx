import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { focusScopeOf, keepFocus } from '#web/hooks/use-keep-focus.ts';
import { Button } from './button.tsx';
import { ConfirmActions } from './confirm-actions.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx';
import { ReasonField } from './reason-field.tsx';

/** The part of a mutation the dialog drives: send the reason, then close on success. */
export interface ReasonAction {
  mutateAsync: (reason: string) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

interface ReasonDialogProps {
  /** The reason field's id. */
  id: string;
  /** A label (shown on a quiet danger button) or a button of the caller's own. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The field's label ('Reason' when not given). */
  label?: string;
  placeholder: string;
  keepLabel: string;
  confirmLabel: string;
  /** A release rather than a refusal (approve a held order) confirms with the primary button. */
  confirmVariant?: 'danger' | 'primary';
  /** The domain schema of `{ reason }`, with its messages. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  action: ReasonAction;
  /** After the server said yes (e.g. a toast). */
  onDone: () => void;
}

/** A dangerous staff action that needs a reason (cancel an order, block a user): the reason, then confirm. */
export function ReasonDialog(props: ReasonDialogProps) {
  const {
    id,
    trigger,
    title,
    description,
    label,
    placeholder,
    keepLabel,
    confirmLabel,
    schema,
    action,
    onDone,
  } = props;
  const [open, setOpen] = useState(false);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  // Where focus goes once the action is done, if its button went away with it: the scope the trigger sits in.
  const [scope, setScope] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    if (action.isPending) return;
    if (next) {
      setScope(focusScopeOf(document.activeElement));
      action.reset();
      form.reset();
    }
    setOpen(next);
  };
  // The answer is awaited on the mutation's own promise, not a callback of this dialog: a live update may remove
  // the row the dialog sits in (an approved order leaves the queue) before the answer arrives, and `onDone` (the
  // toast) must still run. A refusal shows from `action.error`.
  const confirm = form.handleSubmit(async ({ reason }) => {
    try {
      await action.mutateAsync(reason);
    } catch {
      return;
    }
    setOpen(false);
    keepFocus(scope);
    onDone();
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {typeof trigger === 'string' ? (
          <Button variant="outline" size="sm" className="text-danger hover:border-danger/50">
            {trigger}
          </Button>
        ) : (
          trigger
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">{description}</DialogDescription>
        <ReasonField
          id={id}
          label={label}
          placeholder={placeholder}
          error={form.formState.errors.reason?.message}
          registration={form.register('reason')}
        />
        <ConfirmActions
          error={action.error}
          pending={action.isPending}
          keepLabel={keepLabel}
          confirmLabel={confirmLabel}
          confirmVariant={props.confirmVariant}
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
