import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AdminUserDetail } from '#domain/admin/users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/lib/toast.ts';

interface ConfirmActionDialogProps<Input> {
  trigger: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  done: string;
  action: UseMutationResult<AdminUserDetail, Error, Input>;
  input: Input;
  danger?: boolean;
  size?: 'sm' | 'md';
}

/** A user action behind a confirmation: the server's refusal shows in the dialog, success in a toast. */
export function ConfirmActionDialog<Input>({
  trigger,
  title,
  description,
  confirmLabel,
  done,
  action,
  input,
  danger = false,
  size = 'sm',
}: ConfirmActionDialogProps<Input>) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (action.isPending) return;
    if (next) action.reset();
    setOpen(next);
  };
  const confirm = () =>
    action.mutate(input, {
      onSuccess: () => {
        setOpen(false);
        toast.success(done);
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size={size}
          className={danger ? 'text-danger hover:border-danger/50' : undefined}
        >
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">{description}</DialogDescription>
        <ConfirmActions
          error={action.error}
          pending={action.isPending}
          keepLabel="Cancel"
          confirmLabel={confirmLabel}
          onConfirm={confirm}
          confirmVariant={danger ? 'danger' : 'primary'}
        />
      </DialogContent>
    </Dialog>
  );
}
