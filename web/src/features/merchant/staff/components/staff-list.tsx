import { format } from 'date-fns';
import type { ShopMember } from '#domain/merchant/staff.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { RemoveStaffDialog } from './remove-staff-dialog.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The shop's people, the owner first; staff (never the owner, never the caller) can be removed. */
export function StaffList({ members, selfId }: { members: ShopMember[]; selfId: string }) {
  return (
    <ul aria-label="People" className="divide-y divide-border rounded-2xl border border-border bg-surface">
      {members.map((m) => (
        <li key={m.userId} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <span
            aria-hidden
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-semibold"
          >
            {initials(m.name) || '?'}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="truncate">{m.name}</span>
              {m.userId === selfId && <span className="text-xs font-normal text-muted">(you)</span>}
              <Badge tone={m.role === 'owner' ? 'accent' : 'neutral'}>
                {m.role === 'owner' ? 'Owner' : 'Staff'}
              </Badge>
            </p>
            <p className="text-sm text-muted [overflow-wrap:anywhere]">
              {m.email} · since {format(new Date(m.since), 'MMM d, yyyy')}
            </p>
          </div>
          {m.role === 'staff' && m.userId !== selfId && <RemoveStaffDialog member={m} />}
        </li>
      ))}
    </ul>
  );
}
