import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { InviteStaffSchema, type InviteStaffInput } from '#domain/merchant/staff.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useInviteStaff } from '../api/invite-staff.ts';

/**
 * The owner invites a person by e-mail. The answer is the same whoever the address belongs to: the person joins only
 * once they accept from their own account.
 */
export function InviteStaffDialog() {
  const [open, setOpen] = useState(false);
  const invite = useInviteStaff();
  const form = useForm<InviteStaffInput>({
    resolver: zodResolver(InviteStaffSchema),
    defaultValues: { email: '' },
  });
  const onOpenChange = (next: boolean) => {
    if (invite.isPending) return;
    if (next) form.reset();
    setOpen(next);
  };
  const submit = form.handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (answer) => {
        setOpen(false);
        toast.success(answer.message, {
          description: `${answer.invitation.email} gets an e-mail with a link. They join once they accept it.`,
        });
      },
      (error: Error) => form.setError('email', { message: error.message }),
    ),
  );
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="h-4 w-4" aria-hidden />
          Invite staff
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8 font-display text-2xl">Invite staff</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          We e-mail them a link. Once they accept from their own account, they take and prepare orders and
          keep stock. They will not see reports or payouts, change settings, or manage staff.
        </DialogDescription>
        <form onSubmit={(e) => void submit(e)} className="mt-5 space-y-4" noValidate>
          <TextField
            id="staff-email"
            label="E-mail"
            type="email"
            autoComplete="off"
            hint="Someone without an account creates one with this address before accepting."
            error={errors.email?.message}
            registration={form.register('email')}
          />
          <div className="flex justify-end gap-2 pt-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={invite.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
