import { format } from 'date-fns';
import type { PendingInvitation } from '#domain/merchant/staff.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { RevokeInvitationDialog } from './revoke-invitation-dialog.tsx';

/** Open invitations by the address they went to: who the address belongs to shows only once they accept. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations" className="space-y-2">
      <h2 id="pending-invitations" className="text-sm font-semibold">
        Invitations
      </h2>
      <ul
        aria-label="Pending invitations"
        className="divide-y divide-border rounded-2xl border border-border bg-surface"
      >
        {invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="[overflow-wrap:anywhere]">{i.email}</span>
                <Badge tone="warning">Pending</Badge>
              </p>
              <p className="text-sm text-muted">
                Sent {format(new Date(i.invitedAt), 'MMM d, yyyy')} · expires{' '}
                {format(new Date(i.expiresAt), 'MMM d, yyyy')}
              </p>
            </div>
            <RevokeInvitationDialog invitation={i} />
          </li>
        ))}
      </ul>
    </section>
  );
}
