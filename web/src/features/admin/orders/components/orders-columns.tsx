import { paths } from '#web/config/paths.ts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import type { PaymentMethod } from '#domain/checkout.schemas.ts';
import { formatUsd } from '#domain/money.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { RiskBadge } from '#web/components/orders/risk-badge.tsx';
import { OrderStatusBadge } from '#web/components/orders/order-status-badge.tsx';

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
        to={paths.admin.order.getHref(c.row.original.id)}
        className="whitespace-nowrap font-mono text-[13px] font-medium hover:underline focus-visible:underline"
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
  col.accessor('risk', { header: 'Risk', cell: (c) => <RiskBadge {...c.getValue()} /> }),
  col.accessor('customerName', {
    header: 'Customer',
    cell: (c) => (
      <div className="min-w-36">
        <div className="font-medium">{c.getValue()}</div>
        <div className="max-w-48 truncate text-xs text-muted" title={c.row.original.email}>
          {c.row.original.email}
        </div>
      </div>
    ),
  }),
  col.accessor('shopName', {
    header: 'Shop · Borough',
    cell: (c) => (
      <div className="whitespace-nowrap">
        <div>{c.getValue() ?? '—'}</div>
        <div className="text-xs text-muted">{c.row.original.borough}</div>
      </div>
    ),
  }),
  col.accessor('courierName', {
    header: 'Courier',
    cell: (c) => (
      <span className="whitespace-nowrap">
        {c.getValue() ?? <span className="text-muted">Unassigned</span>}
      </span>
    ),
  }),
  col.accessor('delivery', {
    header: 'Window',
    cell: (c) => <span className="whitespace-nowrap">{windowText(c.getValue())}</span>,
  }),
  col.accessor('totalCents', {
    header: 'Total',
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: 'end' },
    cell: (c) => (
      <div className="whitespace-nowrap">
        <div className="font-medium">{formatUsd(c.getValue())}</div>
        <div className="text-xs text-muted">{PAYMENT_SHORT[c.row.original.paymentMethod]}</div>
      </div>
    ),
  }),
];
