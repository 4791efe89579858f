import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { z } from 'zod';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { cn } from '#web/lib/cn.ts';

/** A mutation taking the text, as the dialog runs it; `done` follows a success (a toast). */
export function reasonAction(
  mutation: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending' | 'error' | 'reset'>,
  done: () => void,
): ReasonAction {
  return {
    run: (text, close) =>
      mutation.mutate(text, {
        onSuccess: () => {
          close();
          done();
        },
      }),
    pending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/** The request the dialog confirms: a mutation's run, state and reset. */
export interface ReasonAction {
  run: (text: string, onSuccess: () => void) => void;
  pending: boolean;
  error: Error | null;
  reset: () => void;
}

interface ReasonDialogProps {
  id: string;
  trigger: ReactNode;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  /** The text's rule, from the domain schema of the request (its messages shown under the field). */
  rule: z.ZodType<string, string>;
  keepLabel: string;
  confirmLabel: string;
  confirmVariant?: 'danger' | 'primary';
  action: ReasonAction;
}

/** A staff action that needs a reason or a note: the text, its check, the server's refusal, keep or confirm. */
export function ReasonDialog({
  id,
  trigger,
  title,
  description,
  label,
  placeholder,
  rule,
  keepLabel,
  confirmLabel,
  confirmVariant,
  action,
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(z.object({ text: rule })), defaultValues: { text: '' } });
  const onOpenChange = (next: boolean) => {
    if (action.pending) return;
    if (next) {
      action.reset();
      form.reset();
    }
    setOpen(next);
  };
  const confirm = form.handleSubmit(({ text }) => action.run(text, () => setOpen(false)));
  const error = form.formState.errors.text?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">{description}</DialogDescription>
        <div className="mt-5 space-y-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <textarea
            id={id}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder={placeholder}
            className={cn(CONTROL_CLASS, 'h-auto py-2.5 text-sm')}
            {...form.register('text')}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <ConfirmActions
          error={action.error}
          pending={action.pending}
          keepLabel={keepLabel}
          confirmLabel={confirmLabel}
          {...(confirmVariant ? { confirmVariant } : {})}
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
