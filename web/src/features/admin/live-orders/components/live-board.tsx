import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useKeepFocus } from '#web/hooks/use-keep-focus.ts';
import { useNow } from '#web/hooks/use-now.ts';
import { couldNotText, orderNowText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { boardColumns, isBoardStatus, lateness, NEXT_ACTION } from '../utils/board.ts';
import { canAssign, LiveOrderCard } from './live-order-card.tsx';

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The board: a column per active status, cards moved with buttons or keys, an order given to a courier. */
interface LiveBoardProps {
  rows: AdminOrderRow[];
  canWrite: boolean;
  /** The dialog that gives an order to a courier (the dispatch area's), composed by the page. */
  assignDialog: (order: { id: string; number: string } | null, onClose: () => void) => ReactNode;
}

export function LiveBoard({ rows, canWrite, assignDialog }: LiveBoardProps) {
  const now = useNow(15_000);
  const columns = boardColumns(rows);
  const board = useRef<HTMLDivElement>(null);
  const setStatus = useSetOrderStatus();
  const [assigning, setAssigning] = useState<AdminOrderRow | null>(null);

  const keepFocus = useKeepFocus();
  const next = (row: AdminOrderRow) => {
    const action = isBoardStatus(row.status) ? NEXT_ACTION[row.status] : undefined;
    if (!action) return;
    setStatus.mutate(
      { id: row.id, to: action.to },
      {
        onSuccess: () => {
          keepFocus(`order:${row.id}`);
          toast.success(orderNowText(row.orderNumber, action.to));
        },
        onError: (error) => toast.error(couldNotText(`move order ${row.orderNumber} on`, error)),
      },
    );
  };
  const focused = () => {
    const id = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-order-id]')
      ?.dataset.orderId;
    return rows.find((r) => r.id === id);
  };

  useShortcut({ keys: '↑↓←→', description: 'Move between order cards', group: 'Live orders' });
  useShortcut({ keys: 'enter', description: 'Open the focused order', group: 'Live orders' });
  useShortcut(
    {
      keys: 'n',
      description: 'Next step for the focused order (confirm, preparing, ready)',
      group: 'Live orders',
      run: () => {
        const row = focused();
        if (row) next(row);
      },
    },
    canWrite,
  );
  useShortcut(
    {
      keys: 'a',
      description: 'Assign a courier to the focused order',
      group: 'Live orders',
      run: () => {
        const row = focused();
        if (row && canAssign(row.status)) setAssigning(row);
      },
    },
    canWrite,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-col]');
    if (!move || !card || event.target !== card) return;
    event.preventDefault();
    let col = Number(card.dataset.col) + move[0];
    const row = Number(card.dataset.row) + move[1];
    // Sideways, skip empty columns; the row is kept where the next column has one.
    while (move[0] !== 0 && columns[col]?.orders.length === 0) col += move[0];
    const target = columns[col];
    if (!target || target.orders.length === 0) return;
    const index = Math.max(0, Math.min(row, target.orders.length - 1));
    board.current?.querySelector<HTMLElement>(`[data-col="${col}"][data-row="${index}"]`)?.focus();
  };

  return (
    <>
      <div
        ref={board}
        onKeyDown={onKeyDown}
        className="grid auto-cols-[minmax(12.5rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2"
      >
        {columns.map((column, c) => {
          const late = column.orders.filter((r) => lateness(r, now).late).length;
          return (
            <section
              key={column.status}
              aria-labelledby={`col-${column.status}`}
              data-status={column.status}
              className="flex min-h-64 flex-col rounded-2xl border border-border bg-surface-2/60"
            >
              <header className="sticky top-0 flex items-center justify-between gap-2 rounded-t-2xl border-b border-border bg-surface-2 px-3 py-2.5">
                <h2 id={`col-${column.status}`} className="text-sm font-semibold">
                  {column.title}
                </h2>
                <span className="flex items-center gap-1.5">
                  {late > 0 && <Badge tone="danger">{late} at risk</Badge>}
                  <Badge>{column.orders.length}</Badge>
                </span>
              </header>
              {column.orders.length === 0 ? (
                <p className="m-3 rounded-xl border border-dashed border-border p-4 text-center text-xs text-muted">
                  No orders
                </p>
              ) : (
                <ul className="flex flex-col gap-2 p-2" aria-label={`${column.title} orders`}>
                  {column.orders.map((row, i) => (
                    <LiveOrderCard
                      key={row.id}
                      row={row}
                      now={now}
                      column={c}
                      index={i}
                      canWrite={canWrite}
                      busy={setStatus.isPending && setStatus.variables.id === row.id}
                      onNext={next}
                      onAssign={setAssigning}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {assignDialog(assigning && { id: assigning.id, number: assigning.orderNumber }, () =>
        setAssigning(null),
      )}
    </>
  );
}

export function LiveBoardSkeleton() {
  return (
    <div role="status" className="grid auto-cols-[minmax(12.5rem,1fr)] grid-flow-col gap-3 overflow-hidden">
      <span className="sr-only">Loading orders…</span>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="space-y-2 rounded-2xl border border-border p-2">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ))}
    </div>
  );
}
