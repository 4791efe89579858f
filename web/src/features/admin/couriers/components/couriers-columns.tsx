import { Link } from 'react-router';
import type { AdminCourierRow } from '#domain/admin/couriers-views.ts';
import { COURIER_RATE_HELP } from '#domain/admin/couriers-views.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { cn } from '#web/lib/cn.ts';
import { ageText, isStale, percent, phoneText, vehicleLabel } from '../utils/courier-format.ts';
import { CourierStateBadge, LoadMeter } from './courier-badges.tsx';

const col = dataTableColumns<AdminCourierRow>();

/** A header with the measure's definition as its tooltip (and for screen readers). */
const help = (label: string, text: string) => () => (
  <span title={text} className="cursor-help underline decoration-dotted underline-offset-4">
    {label}
    <span className="sr-only">: {text}</span>
  </span>
);

export const COURIER_COLUMNS = [
  col.accessor('name', {
    header: 'Courier',
    cell: (c) => (
      <div className="min-w-40">
        <Link
          to={`/admin/couriers/${c.row.original.id}`}
          className="font-medium hover:underline focus-visible:underline"
        >
          {c.getValue()}
        </Link>
        <div className="text-xs text-muted">{phoneText(c.row.original.phone)}</div>
      </div>
    ),
  }),
  col.display({ id: 'state', header: 'State', cell: (c) => <CourierStateBadge courier={c.row.original} /> }),
  col.accessor('vehicle', { header: 'Vehicle', cell: (c) => vehicleLabel(c.getValue()) }),
  col.accessor('load', { header: 'Load / limit', cell: (c) => <LoadMeter load={c.getValue()} /> }),
  col.accessor('positionAgeSeconds', {
    header: 'Last position',
    cell: (c) => (
      <span
        className={cn(
          'whitespace-nowrap',
          isStale(c.getValue(), c.row.original.online) ? 'font-medium text-danger' : 'text-muted',
        )}
      >
        {ageText(c.getValue())}
      </span>
    ),
  }),
  col.accessor('deliveriesToday', {
    header: help('Today', COURIER_RATE_HELP.deliveriesToday),
    meta: { align: 'end' },
    cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
  }),
  col.accessor('acceptanceRate', {
    header: help('Acceptance', COURIER_RATE_HELP.acceptance),
    meta: { align: 'end' },
    cell: (c) => <span className="tabular-nums">{percent(c.getValue())}</span>,
  }),
  col.accessor('onTimeRate', {
    header: help('On time', COURIER_RATE_HELP.onTime),
    meta: { align: 'end' },
    cell: (c) => <span className="tabular-nums">{percent(c.getValue())}</span>,
  }),
];
