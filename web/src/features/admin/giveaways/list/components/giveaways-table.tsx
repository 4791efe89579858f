import { BarChart3, ExternalLink, Pencil, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminGiveaway } from '#domain/giveaways/admin-schemas.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { wholeList } from '#web/components/data-table/table-params.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { nyDate } from '#domain/time/ny-format.ts';
import { giveawaysQuery } from '../api/get-giveaways.ts';
import { GiveawayActiveSwitch } from './giveaway-active-switch.tsx';
import { GiveawayStatusBadge } from './giveaway-status-badge.tsx';

const n = (v: number) => v.toLocaleString('en-US');
const icon = `${buttonClass('ghost', 'sm')} w-9 px-0`;
const count = { align: 'end' } as const;

function Actions({ giveaway: g }: { giveaway: AdminGiveaway }) {
  return (
    <>
      <Link to={`/admin/giveaways/${g.id}/edit`} className={icon} aria-label={`Edit ${g.title}`} title="Edit">
        <Pencil className="h-4 w-4" aria-hidden />
      </Link>
      <Link
        to={`/admin/giveaways/${g.id}/analytics`}
        className={icon}
        aria-label={`Analytics of ${g.title}`}
        title="Analytics"
      >
        <BarChart3 className="h-4 w-4" aria-hidden />
      </Link>
      <Link
        to={`/admin/giveaways/${g.id}/winners`}
        className={icon}
        aria-label={`Winners of ${g.title}`}
        title="Winners"
      >
        <Trophy className="h-4 w-4" aria-hidden />
      </Link>
      <a
        href={`/giveaway/${encodeURIComponent(g.slug)}`}
        target="_blank"
        rel="noreferrer"
        className={icon}
        aria-label={`View the page of ${g.title} (new tab)`}
        title="View page"
      >
        <ExternalLink className="h-4 w-4" aria-hidden />
      </a>
    </>
  );
}

const col = dataTableColumns<AdminGiveaway>();
const columns = [
  col.accessor('title', {
    header: 'Giveaway',
    cell: ({ row: { original: g } }) => (
      <>
        <Link to={`/admin/giveaways/${g.id}/edit`} className="font-medium hover:underline">
          {g.title}
        </Link>
        <div className="max-w-48 truncate font-mono text-xs text-muted xl:max-w-72">/giveaway/{g.slug}</div>
      </>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (c) => <GiveawayStatusBadge status={c.getValue()} /> }),
  col.display({
    id: 'dates',
    header: 'Dates (New York)',
    // The dates give way on a tablet.
    meta: { className: 'hidden whitespace-nowrap text-xs text-muted xl:table-cell' },
    cell: ({ row: { original: g } }) => `${nyDate(g.startsAt)} → ${nyDate(g.endsAt)}`,
  }),
  col.accessor('entrants', { header: 'Entrants', meta: count, cell: (c) => n(c.getValue()) }),
  col.accessor('totalEntries', { header: 'Entries', meta: count, cell: (c) => n(c.getValue()) }),
  col.accessor('winnersCount', {
    header: 'Winners',
    meta: { ...count, className: 'whitespace-nowrap' },
    cell: (c) => (
      <>
        {c.getValue()}
        <span className="text-xs text-muted"> + {c.row.original.alternatesCount} alt.</span>
      </>
    ),
  }),
  col.display({ id: 'on', header: 'On', cell: (c) => <GiveawayActiveSwitch giveaway={c.row.original} /> }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { align: 'end', className: 'whitespace-nowrap' },
    cell: (c) => <Actions giveaway={c.row.original} />,
  }),
];

/** Every giveaway, its status and counts, the switch and the way to each of its pages in the row. */
export function GiveawaysTable() {
  return (
    <DataTable
      caption="Giveaways"
      columns={columns}
      query={() => ({ ...giveawaysQuery, select: (list) => wholeList(list.giveaways) })}
      getRowId={(g) => g.id}
      empty="No giveaways yet. Create the first one."
      pagerLabels={null}
    />
  );
}
