import { paths } from '#web/config/paths.ts';
import { format } from 'date-fns';
import { AlertTriangle, Clock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ASSIGNABLE_STATUSES } from '#domain/admin/dispatch-schemas.ts';
import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import { formatUsd } from '#domain/money.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { focusScope, nextAction } from '#web/hooks/use-keep-focus.ts';
import { cn } from '#web/lib/cn.ts';
import { firstName } from '../hooks/use-live-board.ts';
import { ageText, lateness, NEXT_ACTION, isBoardStatus } from '../utils/board.ts';

export const canAssign = (status: OrderStatus) =>
  (ASSIGNABLE_STATUSES as readonly OrderStatus[]).includes(status);

interface LiveOrderCardProps {
  row: AdminOrderRow;
  now: number;
  column: number;
  index: number;
  canWrite: boolean;
  busy: boolean;
  onNext: (row: AdminOrderRow) => void;
  onAssign: (row: AdminOrderRow) => void;
}

/** One order on the board: who, where, how much, how old, when its window ends, and its next step. */
export function LiveOrderCard({
  row,
  now,
  column,
  index,
  canWrite,
  busy,
  onNext,
  onAssign,
}: LiveOrderCardProps) {
  const navigate = useNavigate();
  const late = lateness(row, now);
  const next = isBoardStatus(row.status) ? NEXT_ACTION[row.status] : undefined;
  const detail = paths.admin.order.getHref(row.id);
  return (
    <li>
      <article
        tabIndex={0}
        data-order-id={row.id}
        {...focusScope(`order:${row.id}`)}
        data-col={column}
        data-row={index}
        aria-label={`Order ${row.orderNumber}${late.text ? `, ${late.text}` : ''}`}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) void navigate(detail);
        }}
        className={cn(
          'rounded-xl border bg-surface p-3 text-sm shadow-sm outline-none transition',
          'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          late.late ? 'border-danger/60 bg-danger/5' : 'border-border',
        )}
      >
        <div className="flex items-baseline justify-between gap-2">
          <Link to={detail} tabIndex={-1} className="font-mono text-sm font-semibold hover:underline">
            {row.orderNumber}
          </Link>
          <span
            className="flex items-center gap-1 text-xs text-muted"
            title="Time since the order was placed"
          >
            <Clock className="h-3 w-3" aria-hidden />
            {ageText(row.createdAt, now)}
          </span>
        </div>
        <p className="mt-1 truncate">
          {firstName(row.customerName)} <span className="text-muted">· {row.borough}</span>
        </p>
        <p className="mt-0.5 flex flex-wrap justify-between gap-x-2 text-xs text-muted">
          <span className="font-medium text-foreground">{formatUsd(row.totalCents)}</span>
          <span className="whitespace-nowrap">
            Window ends {format(new Date(row.delivery.windowEnd), 'h:mm a')}
          </span>
        </p>
        {row.courierName && <p className="mt-0.5 truncate text-xs text-muted">Courier: {row.courierName}</p>}
        {late.text && (
          <p className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-danger">
            <AlertTriangle className="h-3.5 w-3.5" aria-hidden />
            {late.text}
          </p>
        )}
        {canWrite && (next || canAssign(row.status)) && (
          <div className="mt-2.5 flex flex-wrap gap-1.5">
            {next && (
              <Button
                size="sm"
                className="h-7 px-2.5 text-xs"
                disabled={busy}
                onClick={() => onNext(row)}
                {...nextAction}
              >
                {next.label}
              </Button>
            )}
            {canAssign(row.status) && (
              <Button
                size="sm"
                variant="outline"
                className="h-7 px-2.5 text-xs"
                aria-label={`${row.courierName ? 'Reassign' : 'Assign a courier to'} ${row.orderNumber}`}
                onClick={() => onAssign(row)}
                {...nextAction}
              >
                {row.courierName ? 'Reassign' : 'Assign'}
              </Button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
