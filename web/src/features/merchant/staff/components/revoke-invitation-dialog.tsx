import { useState } from 'react';
import type { PendingInvitation } from '#domain/merchant/staff.ts';
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
import { useRevokeInvitation } from '../api/revoke-invitation.ts';

/** Withdrawing an open invitation, behind a confirmation that names the address. */
export function RevokeInvitationDialog({ invitation }: { invitation: PendingInvitation }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeInvitation();
  const onOpenChange = (next: boolean) => {
    if (revoke.isPending) return;
    if (next) revoke.reset();
    setOpen(next);
  };
  const confirm = () =>
    revoke.mutate(invitation.id, {
      onSuccess: (answer) => {
        setOpen(false);
        toast.success(answer.message, {
          description: `The link sent to ${invitation.email} no longer works.`,
        });
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">Revoke this invitation?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted [overflow-wrap:anywhere]">
          The link we e-mailed to {invitation.email} stops working at once. You can invite them again later.
        </DialogDescription>
        <ConfirmActions
          error={revoke.error}
          pending={revoke.isPending}
          keepLabel="Keep"
          confirmLabel="Revoke invitation"
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
