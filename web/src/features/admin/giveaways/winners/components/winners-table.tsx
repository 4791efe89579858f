import { format } from 'date-fns';
import type { DrawnName } from '#domain/giveaways/draw-schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { deadlinePassed } from '../utils/draw-stage.ts';
import { PassDialog } from './pass-dialog.tsx';
import { WinnerStatusBadge } from './winner-status-badge.tsx';

const when = (at: string | null) => (at ? format(new Date(at), 'MMM d, yyyy h:mm a') : '—');

function Outcome({ w }: { w: DrawnName }) {
  if (w.claimedAt) return <>Claimed {when(w.claimedAt)}</>;
  if (w.passedAt)
    return (
      <>
        Passed on {when(w.passedAt)}
        {w.passedReason && <span className="block text-xs text-muted">{w.passedReason}</span>}
      </>
    );
  return <span className="text-muted">—</span>;
}

/** Winners then alternates in draw order: who, entries, status, deadline, and the pass-on action. */
export function WinnersTable({
  giveawayId,
  winners,
  now,
  canManage,
}: {
  giveawayId: string;
  winners: readonly DrawnName[];
  now: number;
  canManage: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[880px] text-left text-sm">
        <caption className="sr-only">Winners and alternates in draw order</caption>
        <thead className="sticky top-0 bg-surface-2 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 text-right">
              Rank
            </th>
            <th scope="col" className="px-4 py-3">
              Person
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Entries
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Claim deadline
            </th>
            <th scope="col" className="px-4 py-3">
              Outcome
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {winners.map((w) => (
            <tr key={w.rank} className="align-top">
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                <span className="font-semibold">{w.rank}</span>
                <Badge tone={w.drawnAs === 'winner' ? 'accent' : 'neutral'} className="ml-2">
                  {w.drawnAs === 'winner' ? 'Winner' : 'Alternate'}
                </Badge>
              </td>
              <td className="px-4 py-3">
                <span className="block font-medium">{w.name}</span>
                <span className="block text-xs text-muted">{w.email}</span>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{w.entries.toLocaleString('en-US')}</td>
              <td className="px-4 py-3">
                <WinnerStatusBadge status={w.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                {when(w.claimDeadline)}
                {w.status === 'notified' && deadlinePassed(w, now) && (
                  <span className="block text-xs font-medium text-danger">Deadline passed</span>
                )}
              </td>
              <td className="px-4 py-3">
                <Outcome w={w} />
              </td>
              <td className="px-4 py-3 text-right">
                {canManage && w.status === 'notified' && (
                  <PassDialog giveawayId={giveawayId} winner={w} now={now} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
