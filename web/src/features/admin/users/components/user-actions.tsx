import type { AdminUserDetail } from '#domain/admin/users.ts';
import { useSession } from '#web/lib/session.ts';
import { useCan } from '#web/lib/use-can.ts';
import { useSetSupportRole } from '../api/set-support-role.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';
import { useUnblockUser } from '../api/unblock-user.ts';
import { BlockUserDialog } from './block-user-dialog.tsx';
import { ActionDialog, settled } from '#web/components/ui/action-dialog.tsx';

/** The admin's moves on a user; support sees none (users:block, users:manage), nobody acts on their own roles. */
export function UserActions({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail;
  const { user: me } = useSession();
  const mayBlock = useCan('users:block');
  const mayManage = useCan('users:manage');
  const unblock = useUnblockUser(user.id);
  const setSupport = useSetSupportRole(user.id);
  const signOut = useSignOutEverywhere(user.id);
  const self = me?.id === user.id;
  const name = user.name || user.email;
  const hasSupport = user.roles.includes('support');
  if (!mayBlock && !mayManage) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {mayManage && !self && (
        <ActionDialog
          trigger={hasSupport ? 'Remove support role' : 'Grant support role'}
          title={hasSupport ? `Remove support from ${name}?` : `Make ${name} support staff?`}
          description={
            hasSupport
              ? 'They lose the admin console at their next request; open admin pages stop updating.'
              : 'Support can read orders, users, couriers and incidents, add order notes and answer chat.'
          }
          confirmLabel={hasSupport ? 'Remove role' : 'Grant role'}
          done={hasSupport ? 'Support role removed' : 'Support role granted'}
          mutation={setSupport}
          run={() => settled(setSupport.mutateAsync(!hasSupport))}
          keepLabel="Cancel"
          confirmVariant="primary"
        />
      )}
      {mayManage && (
        <ActionDialog
          trigger="Sign out everywhere"
          title={`Sign ${name} out everywhere?`}
          description={`Ends ${detail.sessions.length} live session${detail.sessions.length === 1 ? '' : 's'}; they can sign in again.`}
          confirmLabel="Sign out everywhere"
          danger
          done="Every session ended"
          mutation={signOut}
          run={() => settled(signOut.mutateAsync(undefined))}
          keepLabel="Cancel"
        />
      )}
      {mayBlock &&
        !self &&
        (user.blockedAt ? (
          <ActionDialog
            trigger="Unblock user"
            title={`Unblock ${name}?`}
            description="They can sign in and order again. Devices blocked separately stay blocked."
            confirmLabel="Unblock"
            done="User unblocked"
            mutation={unblock}
            run={() => settled(unblock.mutateAsync(undefined))}
            keepLabel="Cancel"
            confirmVariant="primary"
          />
        ) : (
          <BlockUserDialog userId={user.id} name={name} />
        ))}
    </div>
  );
}
