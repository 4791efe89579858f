import { paths } from '#web/config/paths.ts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import type { AdminIncident } from '#domain/admin/safety.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { IncidentCategoryLabel, IncidentStatusBadge } from './incident-badges.tsx';

const col = dataTableColumns<AdminIncident>();

export const INCIDENT_COLUMNS = [
  col.accessor('reportedAt', {
    header: 'Reported',
    cell: (c) => (
      <Link
        to={`/admin/delivery-safety/${c.row.original.id}`}
        className="whitespace-nowrap font-medium hover:underline focus-visible:underline"
      >
        <time dateTime={c.getValue()}>{format(new Date(c.getValue()), 'MMM d, h:mm a')}</time>
      </Link>
    ),
  }),
  col.accessor('category', {
    header: 'Category',
    cell: (c) => <IncidentCategoryLabel category={c.getValue()} />,
  }),
  col.accessor('status', { header: 'Status', cell: (c) => <IncidentStatusBadge status={c.getValue()} /> }),
  col.accessor((r) => r.courier.name, {
    id: 'courier',
    header: 'Courier',
    cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
  }),
  col.accessor((r) => r.order?.number ?? '', {
    id: 'order',
    header: 'Order',
    cell: (c) =>
      c.row.original.order ? (
        <Link
          to={paths.admin.order.getHref(c.row.original.order.id)}
          className="whitespace-nowrap font-mono text-[13px] hover:underline"
        >
          {c.getValue()}
        </Link>
      ) : (
        <span className="text-muted">—</span>
      ),
  }),
  col.accessor('notes', {
    header: 'Notes',
    cell: (c) => (
      <span className="line-clamp-1 max-w-80 text-muted" title={c.getValue()}>
        {c.getValue() || '—'}
      </span>
    ),
  }),
];
