import { BlockUserSchema } from '#domain/admin/users.ts';
import { ReasonDialog } from '#web/components/ui/reason-dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useBlockUser } from '../api/block-user.ts';

/** Block with a reason (required, kept in the audit log): every session and open page of the user ends at once. */
export function BlockUserDialog({ userId, name }: { userId: string; name: string }) {
  const block = useBlockUser(userId);
  return (
    <ReasonDialog
      id="block-reason"
      trigger="Block user"
      title={`Block ${name}?`}
      description="Every session ends now and any open page is signed out with the restricted-access message. Their orders stay. You can unblock later."
      placeholder="e.g. Chargeback fraud on two orders"
      keepLabel="Keep access"
      confirmLabel="Block user"
      schema={BlockUserSchema}
      action={block}
      onDone={() =>
        toast.success('User blocked', { description: `${name} is signed out everywhere and cannot sign in.` })
      }
    />
  );
}
