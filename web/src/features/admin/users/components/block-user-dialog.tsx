import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BlockUserSchema } from '#domain/admin/users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/confirm-actions.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { ReasonField } from '#web/components/ui/reason-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useBlockUser } from '../api/block-user.ts';

/** Block with a reason (required, kept in the audit log): every session and open page of the user ends at once. */
export function BlockUserDialog({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const block = useBlockUser(userId);
  const form = useForm({ resolver: zodResolver(BlockUserSchema), defaultValues: { reason: '' } });
  const onOpenChange = (next: boolean) => {
    if (block.isPending) return;
    if (next) {
      block.reset();
      form.reset();
    }
    setOpen(next);
  };
  const confirm = form.handleSubmit(({ reason }) =>
    block.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        toast.success('User blocked', {
          description: `${name} is signed out everywhere and cannot sign in.`,
        });
      },
    }),
  );
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-danger hover:border-danger/50">
          Block user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">Block {name}?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          Every session ends now and any open page is signed out with the restricted-access message. Their
          orders stay. You can unblock later.
        </DialogDescription>
        <ReasonField
          id="block-reason"
          placeholder="e.g. Chargeback fraud on two orders"
          error={error}
          registration={form.register('reason')}
        />
        <ConfirmActions
          error={block.error}
          pending={block.isPending}
          keepLabel="Keep access"
          confirmLabel="Block user"
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
