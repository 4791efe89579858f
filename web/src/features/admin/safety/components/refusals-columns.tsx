import { paths } from '#web/config/paths.ts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import type { RefusalRow } from '#domain/admin/safety.ts';
import { RETURN_REASONS } from '#domain/couriers/schemas.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const col = dataTableColumns<RefusalRow>();

export const REFUSAL_COLUMNS = [
  col.accessor('at', {
    header: 'Returned',
    cell: (c) => (
      <time dateTime={c.getValue()} className="whitespace-nowrap">
        {format(new Date(c.getValue()), 'MMM d, h:mm a')}
      </time>
    ),
  }),
  col.accessor((r) => r.order.number, {
    id: 'order',
    header: 'Order',
    cell: (c) => (
      <Link
        to={paths.admin.order.getHref(c.row.original.order.id)}
        className="whitespace-nowrap font-mono text-[13px] font-medium hover:underline"
      >
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('reason', {
    header: 'Reason',
    cell: (c) => {
      const reason = c.getValue();
      const tone = reason === 'under_21' || reason === 'no_valid_id' ? 'danger' : 'neutral';
      return <Badge tone={tone}>{reason ? RETURN_REASONS[reason] : 'Returned by staff'}</Badge>;
    },
  }),
  col.accessor((r) => r.courier?.name ?? '', {
    id: 'courier',
    header: 'Courier',
    cell: (c) => <span className="whitespace-nowrap">{c.getValue() || '—'}</span>,
  }),
  col.accessor('note', {
    header: 'Note',
    cell: (c) => (
      <span className="line-clamp-1 max-w-80 text-muted" title={c.getValue()}>
        {c.getValue() || '—'}
      </span>
    ),
  }),
];
