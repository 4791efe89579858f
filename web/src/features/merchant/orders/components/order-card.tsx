import { Bike, Car, ClipboardList, Clock, Footprints, ShieldAlert, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { VehicleType } from '#domain/couriers/rules.ts';
import {
  nextShopAction,
  SHOP_ACTION_LABELS,
  shopMayReject,
  type MerchantOrderCard,
} from '#domain/merchant/orders.ts';
import { orderUrgency } from '#domain/merchant/order-urgency.ts';
import { formatUsd } from '#domain/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useOrderStep } from '../api/order-step.ts';
import { arrivalText, SMALL_BUTTON } from '../utils/board.ts';
import { CardUrgencyLines, URGENCY_FRAME } from './card-urgency.tsx';
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
  const canReject = !order.held && shopMayReject(order.status);
  const courier = order.courier;
  const Vehicle = courier ? VEHICLE[courier.vehicleType].icon : null;
  const urgency = orderUrgency(order, now);
  const go = () => {
    if (!action) return;
    // Told from the request's own answer: the board's live update can move the card to its next column (a new
    // component) before the answer comes, and a call's own callbacks are dropped with the component that made it.
    step.mutateAsync({ id: order.id, action }).then(
      () => toast.success(`Order ${order.orderNumber} ${DONE[action]}`),
      (error: Error) => toast.error(couldNotText(`move order ${order.orderNumber} on`, error)),
    );
  };
  return (
    <article
      aria-label={`Order ${order.orderNumber}`}
      data-order-id={order.id}
      data-urgency={urgency.level}
      className={cn(
        'rounded-2xl border bg-surface p-3 text-sm shadow-sm lg:p-4',
        urgency.level === 'ok' && order.held ? 'border-amber-500/50' : URGENCY_FRAME[urgency.level],
      )}
    >
      <header>
        <p className="flex flex-wrap items-center justify-between gap-x-2">
          <span className="whitespace-nowrap font-mono font-semibold tracking-tight">
            {order.orderNumber}
          </span>
          {order.isAsap ? (
            <Badge tone="accent">ASAP</Badge>
          ) : (
            <span className="flex items-center gap-1 text-xs font-medium">
              <Clock className="h-3.5 w-3.5 shrink-0" aria-hidden />
              Scheduled
            </span>
          )}
        </p>
        <p className="text-muted">{order.customer}</p>
        {!order.isAsap && <p className="mt-0.5 text-xs font-medium">{order.windowLabel}</p>}
        <CardUrgencyLines urgency={urgency} />
      </header>
      <p className="mt-2.5 line-clamp-3">{order.linesSummary}</p>
      <p className="mt-1 flex justify-between gap-2 text-muted">
        <span>
          {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
        </span>
        <span className="font-medium text-foreground tabular-nums">{formatUsd(order.subtotalCents)}</span>
      </p>
      {order.status === 'confirmed' && (
        <p className="mt-2 text-xs font-medium text-sky-700 dark:text-sky-300">Accepted, not started yet</p>
      )}
      {order.held && (
        <p className="mt-3 flex gap-2 rounded-xl bg-amber-500/10 p-2.5 text-xs font-medium text-amber-800 dark:text-amber-200">
          <ShieldAlert className="h-4 w-4 shrink-0" aria-hidden />
          Held for review by our team. Wait before preparing it.
        </p>
      )}
      {courier && Vehicle && (
        <div className="mt-3 rounded-xl bg-surface-2 p-2.5 text-xs" data-testid="card-courier">
          <p className="flex items-center gap-1.5 font-semibold">
            <Vehicle className="h-4 w-4 shrink-0" aria-label={VEHICLE[courier.vehicleType].label} />
            <span className="min-w-0 truncate">{courier.name}</span>
          </p>
          <p className="mt-0.5 text-muted">
            {order.status === 'in_transit'
              ? 'On the way to the customer'
              : courier.etaMinutes !== null
                ? arrivalText(courier.etaMinutes)
                : 'Coming to collect it'}
          </p>
        </div>
      )}
      <footer className="mt-3">
        {action && (
          <Button
            className="h-auto min-h-11 w-full py-2 leading-tight"
            onClick={go}
            disabled={step.isPending}
            aria-busy={step.isPending}
          >
            {SHOP_ACTION_LABELS[action]}
          </Button>
        )}
        <div className="mt-1.5 grid grid-cols-2 gap-1.5">
          <Button
            asChild
            variant="outline"
            size="sm"
            className={cn(SMALL_BUTTON, !canReject && 'col-span-2')}
          >
            <Link to={`/merchant/orders/${order.id}/pick-list`}>
              <ClipboardList className="hidden h-4 w-4 lg:block" aria-hidden />
              Pick list
            </Link>
          </Button>
          {canReject && <RejectOrderDialog orderId={order.id} orderNumber={order.orderNumber} />}
        </div>
      </footer>
    </article>
  );
}
