import { format } from 'date-fns';
import { Link } from 'react-router';
import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import type { PaymentMethod } from '#domain/checkout.schemas.ts';
import { formatUsd } from '#domain/money.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const col = dataTableColumns<AdminOrderRow>();
export const PAYMENT_SHORT: Record<PaymentMethod, string> = { cash: 'Cash', debit: 'Debit' };

const windowText = (d: AdminOrderRow['delivery']) =>
  d.isAsap
    ? 'ASAP'
    : `${format(new Date(d.windowStart), 'MMM d, h:mm')}–${format(new Date(d.windowEnd), 'h:mm a')}`;

export const ORDER_COLUMNS = [
  col.accessor('orderNumber', {
    header: 'Order',
    cell: (c) => (
      <Link
        to={`/admin/orders/${c.row.original.id}`}
        className="font-mono text-[13px] font-medium hover:underline focus-visible:underline"
      >
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('createdAt', {
    header: 'Created',
    enableSorting: true,
    sortDescFirst: true,
    cell: (c) => (
      <time dateTime={c.getValue()} className="whitespace-nowrap text-muted">
        {format(new Date(c.getValue()), 'MMM d, h:mm a')}
      </time>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (c) => <OrderStatusBadge status={c.getValue()} /> }),
  col.accessor('customerName', {
    header: 'Customer',
    cell: (c) => (
      <div className="min-w-40">
        <div className="font-medium">{c.getValue()}</div>
        <div className="max-w-56 truncate text-xs text-muted">{c.row.original.email}</div>
      </div>
    ),
  }),
  col.accessor('borough', { header: 'Borough' }),
  col.accessor('shopName', {
    header: 'Shop',
    cell: (c) => <span className="whitespace-nowrap">{c.getValue() ?? '—'}</span>,
  }),
  col.accessor('courierName', {
    header: 'Courier',
    cell: (c) => c.getValue() ?? <span className="text-muted">Unassigned</span>,
  }),
  col.accessor('delivery', {
    header: 'Window',
    cell: (c) => <span className="whitespace-nowrap">{windowText(c.getValue())}</span>,
  }),
  col.accessor('paymentMethod', {
    header: 'Payment',
    cell: (c) => <span className="whitespace-nowrap">{PAYMENT_SHORT[c.getValue()]}</span>,
  }),
  col.accessor('totalCents', {
    header: 'Total',
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: 'end' },
    cell: (c) => <span className="font-medium">{formatUsd(c.getValue())}</span>,
  }),
];
