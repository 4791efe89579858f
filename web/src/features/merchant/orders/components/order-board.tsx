import { useState } from 'react';
import {
  BOARD_COLUMN_LABELS,
  BOARD_COLUMNS,
  type BoardColumn,
  type MerchantOrderCard,
} from '#domain/merchant/orders.ts';
import { useNow } from '#web/hooks/use-now.ts';
import { cn } from '#web/lib/cn.ts';
import { groupByColumn } from '../utils/board.ts';
import { OrderCard } from './order-card.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';

const EMPTY: Record<BoardColumn, string> = {
  new: 'New orders appear here the moment they are placed.',
  preparing: 'Nothing being prepared.',
  ready: 'Nothing waiting for a courier.',
  out: 'No order on the road.',
};

function Cards({ column, orders, now }: { column: BoardColumn; orders: MerchantOrderCard[]; now: number }) {
  if (orders.length === 0) {
    return (
      <p className="m-1 rounded-xl border border-dashed border-border p-5 text-center text-sm text-muted">
        {EMPTY[column]}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label={`${BOARD_COLUMN_LABELS[column]} orders`}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} now={now} />
        </li>
      ))}
    </ul>
  );
}

const Count = ({ n, strong }: { n: number; strong: boolean }) => (
  <span
    className={cn(
      'min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
      strong && n > 0 ? 'bg-accent text-accent-foreground' : 'bg-surface-2 text-muted',
    )}
  >
    {n}
  </span>
);

/** The active orders: four columns on a tablet or desktop, tabs with counts on a phone. */
export function OrderBoard({ active }: { active: readonly MerchantOrderCard[] }) {
  const now = useNow(10_000);
  const columns = groupByColumn(active);
  const [tab, setTab] = useState<BoardColumn>('new');
  return (
    <>
      <div className="md:hidden">
        <SegmentedControl
          kind="tabs"
          label="Order columns"
          options={BOARD_COLUMNS}
          value={tab}
          onChange={setTab}
          tabId={(column) => `tab-${column}`}
          panelId="board-panel"
          className="grid grid-cols-4 gap-1 rounded-2xl bg-surface-2 p-1"
          itemClassName="flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-1 text-xs font-medium leading-tight"
          render={(column) => (
            <>
              <span className="text-center">
                {column === 'out' ? 'Out' : BOARD_COLUMN_LABELS[column].replace(' for pickup', '')}
              </span>
              <Count n={columns[column].length} strong={column === 'new'} />
            </>
          )}
        />
        <div id="board-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-4">
          <Cards column={tab} orders={columns[tab]} now={now} />
        </div>
      </div>
      <div className="hidden gap-2 md:grid md:grid-cols-4 lg:gap-3">
        {BOARD_COLUMNS.map((column) => (
          <section
            key={column}
            aria-labelledby={`col-${column}`}
            data-column={column}
            className="flex min-h-72 min-w-0 flex-col rounded-2xl border border-border bg-surface-2/50 p-1.5 lg:p-2"
          >
            <header className="flex items-center justify-between gap-2 px-2 pb-2.5 pt-1.5">
              <h2 id={`col-${column}`} className="text-sm font-semibold">
                {BOARD_COLUMN_LABELS[column]}
              </h2>
              <Count n={columns[column].length} strong={column === 'new'} />
            </header>
            <Cards column={column} orders={columns[column]} now={now} />
          </section>
        ))}
      </div>
    </>
  );
}
