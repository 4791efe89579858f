import { paths } from '#web/config/paths.ts';
import { useMemo, type ReactNode } from 'react';
import { formatDistanceToNowStrict } from 'date-fns';
import { Link } from 'react-router';
import type { HeldOrder } from '#domain/admin/risk.ts';
import { formatUsd } from '#domain/money.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { DataTableView } from '#web/components/data-table/data-table-view.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { ApproveOrderDialog } from './approve-order-dialog.tsx';
import { RiskBadge } from '#web/components/orders/risk-badge.tsx';
import { RiskReasons } from './risk-reasons.tsx';

const heldFor = (o: HeldOrder) =>
  `held ${formatDistanceToNowStrict(new Date(o.heldAt), { addSuffix: true })}`;

/** The way to cancel a held order (the orders area's dialog), composed by the page; absent for staff who may not. */
type CancelAction = ((order: HeldOrder) => ReactNode) | undefined;

function Actions({ order, cancel }: { order: HeldOrder; cancel: CancelAction }) {
  return (
    <div className="flex justify-end gap-2">
      <ApproveOrderDialog orderId={order.id} orderNumber={order.orderNumber} />
      {cancel?.(order)}
    </div>
  );
}

/** One held order as a card, for tablets and phones. */
function HeldOrderCard({ order: o, cancel }: { order: HeldOrder; cancel: CancelAction }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex items-center gap-2">
            <Link
              to={paths.admin.order.getHref(o.id)}
              className="font-mono text-sm font-medium hover:underline"
            >
              {o.orderNumber}
            </Link>
            <RiskBadge score={o.score} held />
          </div>
          <p className="mt-1 text-sm">
            {o.customerName} {o.guest && <Badge>Guest</Badge>} · {formatUsd(o.totalCents)}
          </p>
          <p className="text-xs text-muted">
            {heldFor(o)} · {o.shopName ?? '—'} · {o.borough}
          </p>
        </div>
        <Actions order={o} cancel={cancel} />
      </div>
      <div className="mt-3 border-t border-border pt-3">
        <RiskReasons reasons={o.reasons} />
      </div>
    </li>
  );
}

const col = dataTableColumns<HeldOrder>();
const heldColumns = (cancel: CancelAction) => [
  col.accessor('orderNumber', {
    header: 'Order',
    meta: { className: 'whitespace-nowrap align-top' },
    cell: ({ row: { original: o } }) => (
      <>
        <Link
          to={paths.admin.order.getHref(o.id)}
          className="font-mono text-[13px] font-medium hover:underline"
        >
          {o.orderNumber}
        </Link>
        <div className="text-xs text-muted">{heldFor(o)}</div>
        <div className="max-w-44 truncate text-xs text-muted" title={o.shopName ?? undefined}>
          {o.shopName ?? '—'} · {o.borough}
        </div>
      </>
    ),
  }),
  col.accessor('customerName', {
    header: 'Customer',
    meta: { className: 'align-top' },
    cell: ({ row: { original: o } }) => (
      <>
        <div className="flex items-center gap-2 font-medium">
          {o.customerName}
          {o.guest && <Badge>Guest</Badge>}
        </div>
        <div className="max-w-48 truncate text-xs text-muted" title={o.email}>
          {o.email}
        </div>
      </>
    ),
  }),
  col.accessor('totalCents', {
    header: 'Total',
    meta: { align: 'end', className: 'whitespace-nowrap align-top font-medium' },
    cell: (c) => formatUsd(c.getValue()),
  }),
  col.accessor('score', {
    header: 'Score',
    meta: { className: 'whitespace-nowrap align-top' },
    cell: (c) => <RiskBadge score={c.getValue()} held />,
  }),
  col.accessor('reasons', {
    header: 'Reasons',
    meta: { className: 'min-w-72 align-top' },
    cell: (c) => <RiskReasons reasons={c.getValue()} />,
  }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'whitespace-nowrap align-top' },
    cell: (c) => <Actions order={c.row.original} cancel={cancel} />,
  }),
];

/** The orders waiting for a human, oldest first: who, what, why, and Approve / Cancel. */
export function HeldOrdersTable({ orders, cancel }: { orders: readonly HeldOrder[]; cancel?: CancelAction }) {
  const columns = useMemo(() => heldColumns(cancel), [cancel]);
  if (orders.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border p-8 text-center">
        <p className="font-medium">No order is waiting for review</p>
        <p className="mt-1 text-sm text-muted">
          Orders that reach the hold threshold at checkout appear here at once.
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3 lg:hidden">
        {orders.map((o) => (
          <HeldOrderCard key={o.id} order={o} cancel={cancel} />
        ))}
      </ul>
      <div className="hidden lg:block">
        <DataTableView
          caption="Held for review"
          columns={columns}
          rows={orders}
          getRowId={(o) => o.id}
          tableClassName="min-w-[60rem]"
        />
      </div>
    </>
  );
}
