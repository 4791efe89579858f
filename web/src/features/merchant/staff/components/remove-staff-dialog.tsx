import { useState } from 'react';
import type { ShopMember } from '#domain/merchant/staff.ts';
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
import { useRemoveStaff } from '../api/remove-staff.ts';

/** Removing a staff member, behind a confirmation that names them. */
export function RemoveStaffDialog({ member }: { member: ShopMember }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveStaff();
  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    if (next) remove.reset();
    setOpen(next);
  };
  const confirm = () =>
    remove.mutate(member.userId, {
      onSuccess: (answer) => {
        setOpen(false);
        toast.success(answer.message, { description: `${member.name} no longer has access to the shop.` });
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-danger hover:border-danger/50">
          Remove<span className="sr-only"> {member.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">Remove {member.name}?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          {member.name} ({member.email}) loses access to the shop at once: they are signed out of the portal
          and can no longer see or work its orders. You can invite them again later.
        </DialogDescription>
        <ConfirmActions
          error={remove.error}
          pending={remove.isPending}
          keepLabel="Keep"
          confirmLabel={`Remove ${member.name.split(' ')[0]}`}
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
