import type { AdminEntrantRow } from '#domain/giveaways/admin-entrants.ts';
import { ENTRY_SOURCE_LABELS } from '#domain/giveaways/rules.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { nyDateTime } from '#domain/time/ny-format.ts';
import { DisqualifyDialog } from './disqualify-dialog.tsx';
import { ReferralReview } from './referral-review.tsx';

const col = dataTableColumns<AdminEntrantRow>();
const SOURCES = ['entry', 'referral', 'order', 'free_alternative'] as const;

/** The entrants table: person, giveaway, entries by source, referrals, when, device, disqualification. */
export const entrantColumns = (canDisqualify: (row: AdminEntrantRow) => boolean) => [
  col.accessor('name', {
    header: 'Person',
    cell: (c) => (
      <div className="min-w-0">
        <div className="whitespace-nowrap font-medium">{c.getValue() || '—'}</div>
        <div className="max-w-56 truncate text-xs text-muted" title={c.row.original.email}>
          {c.row.original.email}
        </div>
      </div>
    ),
  }),
  col.accessor('giveawayTitle', {
    header: 'Giveaway',
    cell: (c) => (
      <span className="block max-w-40 truncate" title={c.getValue()}>
        {c.getValue()}
      </span>
    ),
  }),
  col.accessor((r) => r.entries.total, {
    id: 'entries',
    header: 'Entries',
    meta: { align: 'end' },
    cell: (c) => {
      const e = c.row.original.entries;
      const parts = SOURCES.filter((s) => e[s] > 0).map((s) => `${ENTRY_SOURCE_LABELS[s]}: ${e[s]}`);
      return (
        <span className="tabular-nums" title={parts.join(' · ')}>
          <span className="font-medium">{e.total}</span>
          <span className="block whitespace-nowrap text-xs text-muted">
            {[e.entry, e.referral, e.order, e.free_alternative].join(' / ')}
          </span>
        </span>
      );
    },
  }),
  col.accessor('referralsMade', {
    header: 'Referred',
    meta: { align: 'end' },
    cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
  }),
  col.accessor('referredBy', {
    header: 'Referred by',
    cell: (c) => {
      const by = c.getValue();
      const row = c.row.original;
      if (!by) return <span className="text-muted">—</span>;
      return (
        <div>
          <span className="block max-w-44 truncate text-muted" title={by.email}>
            {by.name || by.email}
          </span>
          {row.referral && (
            <ReferralReview entrantId={row.id} referral={row.referral} canDecide={canDisqualify(row)} />
          )}
        </div>
      );
    },
  }),
  col.accessor('enteredAt', {
    header: 'Entered',
    cell: (c) => (
      <time dateTime={c.getValue()} className="whitespace-nowrap text-muted">
        {nyDateTime(c.getValue())}
      </time>
    ),
  }),
  col.accessor('deviceId', {
    header: 'Device',
    cell: (c) => (
      <span className="block max-w-24 truncate font-mono text-xs text-muted" title={c.getValue() ?? ''}>
        {c.getValue() ?? '—'}
      </span>
    ),
  }),
  col.display({
    id: 'status',
    header: 'Status',
    cell: (c) => {
      const row = c.row.original;
      if (row.disqualified) {
        return (
          <div className="max-w-56">
            <Badge tone="danger">Disqualified</Badge>
            <p className="mt-1 truncate text-xs text-muted" title={row.disqualified.reason}>
              {row.disqualified.reason}
            </p>
            <p className="text-xs text-muted">
              {nyDateTime(row.disqualified.at)}
              {row.disqualified.byName ? ` · ${row.disqualified.byName}` : ''}
            </p>
          </div>
        );
      }
      return (
        <div className="flex items-center gap-2">
          <Badge tone="success">Eligible</Badge>
          {canDisqualify(row) && <DisqualifyDialog entrantId={row.id} name={row.name || row.email} />}
        </div>
      );
    },
  }),
];
