import { Bike, Car, Clock, Footprints, ShieldAlert, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { VehicleType } from '#domain/couriers/rules.ts';
import {
  nextShopAction,
  SHOP_ACTION_LABELS,
  shopMayReject,
  type MerchantOrderCard,
} from '#domain/merchant/orders.ts';
import { formatUsd } from '#domain/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useOrderStep } from '../api/order-step.ts';
import { arrivalText, waitedText } from '../utils/board.ts';
import { RejectOrderDialog } from './reject-order-dialog.tsx';

const VEHICLE: Record<VehicleType, { icon: LucideIcon; label: string }> = {
  bike: { icon: Bike, label: 'bike' },
  scooter: { icon: Bike, label: 'scooter' },
  car: { icon: Car, label: 'car' },
  foot: { icon: Footprints, label: 'on foot' },
};

const DONE: Record<string, string> = {
  accept: 'accepted',
  'start-preparing': 'is being prepared',
  ready: 'is ready for pickup; the courier is told',
};

/** One order on the shop's board: who, what, when, the courier coming for it, and the shop's next step. */
export function OrderCard({ order, now }: { order: MerchantOrderCard; now: number }) {
  const step = useOrderStep();
  const action = order.held ? null : nextShopAction(order.status);
  const courier = order.courier;
  const Vehicle = courier ? VEHICLE[courier.vehicleType].icon : null;
  const go = () => {
    if (!action) return;
    step.mutate(
      { id: order.id, action },
      {
        onSuccess: () => toast.success(`Order ${order.orderNumber} ${DONE[action]}`),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <article
      aria-label={`Order ${order.orderNumber}`}
      data-order-id={order.id}
      className={cn(
        'rounded-2xl border bg-surface p-4 text-sm shadow-sm',
        order.held ? 'border-amber-500/50' : 'border-border',
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div>
          <p className="font-mono text-base font-semibold">{order.orderNumber}</p>
          <p className="text-muted">{order.customer}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          {order.isAsap ? <Badge tone="accent">ASAP</Badge> : <Badge tone="info">{order.windowLabel}</Badge>}
          <span className="flex items-center gap-1 text-xs text-muted" title="Placed">
            <Clock className="h-3 w-3" aria-hidden />
            {waitedText(order.placedAt, now)}
          </span>
        </div>
      </header>
      <p className="mt-3 line-clamp-3">{order.linesSummary}</p>
      <p className="mt-1 flex justify-between text-muted">
        <span>
          {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
        </span>
        <span className="font-medium text-foreground tabular-nums">{formatUsd(order.subtotalCents)}</span>
      </p>
      {order.status === 'confirmed' && (
        <p className="mt-2">
          <Badge>Accepted, not started</Badge>
        </p>
      )}
      {order.held && (
        <p className="mt-3 flex gap-2 rounded-xl bg-amber-500/10 p-2.5 text-xs font-medium text-amber-800 dark:text-amber-200">
          <ShieldAlert className="h-4 w-4 shrink-0" aria-hidden />
          Held for review by our team. Wait before preparing it.
        </p>
      )}
      {courier && Vehicle && (
        <p
          className="mt-3 flex items-center gap-2 rounded-xl bg-surface-2 p-2.5 text-xs"
          data-testid="card-courier"
        >
          <Vehicle className="h-4 w-4 shrink-0" aria-label={VEHICLE[courier.vehicleType].label} />
          <span className="min-w-0 flex-1 truncate">
            <span className="font-semibold">{courier.name}</span>
            {courier.etaMinutes !== null && (
              <span className="text-muted"> · {arrivalText(courier.etaMinutes)}</span>
            )}
            {order.status === 'in_transit' && (
              <span className="text-muted"> · on the way to the customer</span>
            )}
          </span>
        </p>
      )}
      <footer className="mt-4 flex flex-wrap items-center gap-2">
        {action && (
          <Button size="sm" onClick={go} disabled={step.isPending} aria-busy={step.isPending}>
            {SHOP_ACTION_LABELS[action]}
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={`/merchant/orders/${order.id}/pick-list`}>Pick list</Link>
        </Button>
        {!order.held && shopMayReject(order.status) && (
          <span className="ml-auto">
            <RejectOrderDialog orderId={order.id} orderNumber={order.orderNumber} />
          </span>
        )}
      </footer>
    </article>
  );
}
