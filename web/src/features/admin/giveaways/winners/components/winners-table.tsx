import { createContext, use } from 'react';
import { format } from 'date-fns';
import type { DrawnName } from '#domain/giveaways/draw-schemas.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { DataTableView } from '#web/components/data-table/data-table-view.tsx';
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

const col = dataTableColumns<DrawnName>();
const TOP = { className: 'align-top' };

/** The clock ticks every second: the cells read it here, so the rows (and an open dialog) stay mounted. */
const WinnersContext = createContext({ giveawayId: '', now: 0, canManage: false });

function Deadline({ w }: { w: DrawnName }) {
  const { now } = use(WinnersContext);
  return (
    <>
      {when(w.claimDeadline)}
      {w.status === 'notified' && deadlinePassed(w, now) && (
        <span className="block text-xs font-medium text-danger">Deadline passed</span>
      )}
    </>
  );
}

function Pass({ w }: { w: DrawnName }) {
  const { giveawayId, now, canManage } = use(WinnersContext);
  return canManage && w.status === 'notified' && <PassDialog giveawayId={giveawayId} winner={w} now={now} />;
}

const columns = [
  col.accessor('rank', {
    header: 'Rank',
    meta: { align: 'end', className: 'whitespace-nowrap align-top' },
    cell: ({ row: { original: w } }) => (
      <>
        <span className="font-semibold">{w.rank}</span>
        <Badge tone={w.drawnAs === 'winner' ? 'accent' : 'neutral'} className="ml-2">
          {w.drawnAs === 'winner' ? 'Winner' : 'Alternate'}
        </Badge>
      </>
    ),
  }),
  col.accessor('name', {
    header: 'Person',
    meta: TOP,
    cell: ({ row: { original: w } }) => (
      <>
        <span className="block font-medium">{w.name}</span>
        <span className="block text-xs text-muted">{w.email}</span>
      </>
    ),
  }),
  col.accessor('entries', {
    header: 'Entries',
    meta: { align: 'end', ...TOP },
    cell: (c) => c.getValue().toLocaleString('en-US'),
  }),
  col.accessor('status', {
    header: 'Status',
    meta: TOP,
    cell: (c) => <WinnerStatusBadge status={c.getValue()} />,
  }),
  col.accessor('claimDeadline', {
    header: 'Claim deadline',
    meta: { className: 'whitespace-nowrap tabular-nums align-top' },
    cell: (c) => <Deadline w={c.row.original} />,
  }),
  col.display({ id: 'outcome', header: 'Outcome', meta: TOP, cell: (c) => <Outcome w={c.row.original} /> }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { align: 'end', ...TOP },
    cell: (c) => <Pass w={c.row.original} />,
  }),
];

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
    <WinnersContext value={{ giveawayId, now, canManage }}>
      <DataTableView
        caption="Winners and alternates in draw order"
        columns={columns}
        rows={winners}
        getRowId={(w) => String(w.rank)}
        tableClassName="min-w-[880px]"
      />
    </WinnersContext>
  );
}
