import { paths } from '#web/config/paths.ts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import type { DispatchMap } from '#domain/admin/dispatch-views.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { statusLabel } from '#domain/orders/status.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useNow } from '#web/hooks/use-now.ts';
import { cn } from '#web/lib/cn.ts';
import { loadText, positionAgeText, vehicleText } from '../courier-text.ts';
import type { MapDispatch } from '../hooks/use-map-dispatch.ts';
import { secondsSince, waitingOrders } from '../utils/map-events.ts';
import { DispatchPickStatus } from './dispatch-pick-status.tsx';

type MapOrder = DispatchMap['orders'][number];

const ASSIGNABLE: readonly OrderStatus[] = ['preparing', 'ready'];
export const isAssignable = (o: MapOrder) => o.courierId === null && ASSIGNABLE.includes(o.status);

interface SidePanelProps {
  data: DispatchMap;
  selectedCourier: string | null;
  onCourier: (id: string | null) => void;
  onAssign: ((order: MapOrder) => void) | null;
  /** Dispatch from the map (pick an order, then a courier); null for staff who cannot assign. */
  dispatch: MapDispatch | null;
}

const orderDetails = (order: MapOrder) =>
  `${statusLabel(order.status)} · window ends ${format(new Date(order.windowEnd), 'h:mm a')}`;

/** The order's number, linking to its page, over its status and window. */
function OrderSummary({ order, className }: { order: MapOrder; className: string }) {
  return (
    <span className={className}>
      <Link
        to={paths.admin.order.getHref(order.id)}
        className="font-mono text-sm font-semibold hover:underline"
      >
        {order.number}
      </Link>
      <span className="block text-xs text-muted">{orderDetails(order)}</span>
    </span>
  );
}

/** A waiting order: the row picks it for dispatch from the map; Assign opens the chooser with every courier's load. */
function WaitingLine({
  order,
  onAssign,
  dispatch,
}: {
  order: MapOrder;
  onAssign: SidePanelProps['onAssign'];
  dispatch: MapDispatch | null;
}) {
  const picked = dispatch?.picking?.id === order.id;
  const details = orderDetails(order);
  return (
    <li
      className={cn(
        'flex items-center justify-between gap-2 rounded-lg px-1 py-0.5',
        picked ? 'bg-accent-soft ring-1 ring-accent/60' : 'hover:bg-surface-2',
      )}
    >
      {dispatch && isAssignable(order) ? (
        <button
          type="button"
          aria-pressed={picked}
          onClick={() => dispatch.pick(order)}
          className="min-w-0 flex-1 rounded-md px-1 py-1 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40"
        >
          <span className="block font-mono text-sm font-semibold">{order.number}</span>
          <span className="block text-xs text-muted">{details}</span>
        </button>
      ) : (
        <OrderSummary order={order} className="min-w-0 px-1 py-1" />
      )}
      {onAssign && isAssignable(order) && (
        <Button
          size="sm"
          variant="outline"
          className="h-7 px-2.5 text-xs"
          aria-label={`Assign ${order.number}`}
          onClick={() => onAssign(order)}
        >
          Assign
        </Button>
      )}
    </li>
  );
}

/** An order on the road, with a courier: its number and status. */
function OrderLine({ order }: { order: MapOrder }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 hover:bg-surface-2">
      <OrderSummary order={order} className="min-w-0" />
    </li>
  );
}

/** Couriers online (click one for what they hold) and the orders still waiting for a courier. */
export function DispatchSidePanel({ data, selectedCourier, onCourier, onAssign, dispatch }: SidePanelProps) {
  const now = useNow(1_000);
  const waiting = waitingOrders(data);
  const selected = data.couriers.find((c) => c.id === selectedCourier) ?? null;
  const manifest = selected ? data.orders.filter((o) => o.courierId === selected.id) : [];
  const picking = dispatch?.picking ?? null;
  return (
    <aside className="flex flex-col gap-4 overflow-y-auto" aria-label="Couriers and orders">
      {dispatch && <DispatchPickStatus dispatch={dispatch} />}
      <section aria-labelledby="couriers-title" className="rounded-2xl border border-border bg-surface p-3">
        <h2 id="couriers-title" className="flex items-center justify-between px-1 text-sm font-semibold">
          Couriers online <Badge>{data.couriers.length}</Badge>
        </h2>
        {data.couriers.length === 0 ? (
          <p className="mt-2 px-1 text-sm text-muted">No courier is on shift.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {data.couriers.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-pressed={picking ? undefined : c.id === selectedCourier}
                  aria-label={picking ? `Assign ${picking.number} to ${c.name}` : undefined}
                  onClick={() =>
                    picking
                      ? dispatch?.chooseCourier(c.id)
                      : onCourier(c.id === selectedCourier ? null : c.id)
                  }
                  className={cn(
                    'w-full rounded-lg px-2 py-1.5 text-left hover:bg-surface-2',
                    c.id === selectedCourier && !picking && 'bg-accent-soft',
                    picking && 'border border-dashed border-accent/60',
                  )}
                >
                  <span className="flex justify-between gap-2 text-sm font-medium">
                    {c.name}
                    <span className="text-xs font-normal text-muted">{vehicleText(c.vehicle)}</span>
                  </span>
                  <span className="block text-xs text-muted">
                    {loadText(c.load)} · seen{' '}
                    {positionAgeText(c.position ? secondsSince(c.position, now) : null)}
                  </span>
                  {picking && (
                    <span aria-hidden="true" className="mt-1 block text-xs font-medium text-accent">
                      Assign {picking.number} here
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {selected && (
        <section aria-labelledby="manifest-title" className="rounded-2xl border border-border bg-surface p-3">
          <h2 id="manifest-title" className="px-1 text-sm font-semibold">
            {selected.name}&apos;s orders
          </h2>
          {manifest.length === 0 ? (
            <p className="mt-2 px-1 text-sm text-muted">Holding no orders.</p>
          ) : (
            <ul className="mt-2 space-y-1">
              {manifest.map((o) => (
                <OrderLine key={o.id} order={o} />
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="waiting-title" className="rounded-2xl border border-border bg-surface p-3">
        <h2 id="waiting-title" className="flex items-center justify-between px-1 text-sm font-semibold">
          Waiting for a courier <Badge>{waiting.length}</Badge>
        </h2>
        {waiting.length === 0 ? (
          <p className="mt-2 px-1 text-sm text-muted">Every active order has a courier.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {waiting.map((o) => (
              <WaitingLine key={o.id} order={o} onAssign={onAssign} dispatch={dispatch} />
            ))}
          </ul>
        )}
        {data.ordersTruncated && (
          <p className="mt-2 px-1 text-xs text-muted">
            More active orders exist; the soonest windows are shown.
          </p>
        )}
      </section>
    </aside>
  );
}
