import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReturnReason } from '#domain/couriers/schemas.ts';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { formatUsd } from '#domain/money.ts';
import { cn } from '#web/lib/cn.ts';
import { deliveryStage, STAGE_LABELS } from '../utils/delivery-stage.ts';
import { DeliveryActions } from './delivery-actions.tsx';
import { DeliveryItems } from './delivery-items.tsx';
import { DeliveryStops } from './delivery-stops.tsx';
import { prefetchIdScanner } from '../id-scan/decode.ts';
import { ReportIncidentLink } from './report-incident-link.tsx';
import { StaffNote } from './staff-note.tsx';

/** The hand-over (ID scan, payment, signature) loads on the way to the door, not with the dashboard. */
const loadHandover = () => import('./handover-form.tsx');
const HandoverForm = lazy(() => loadHandover().then((m) => ({ default: m.HandoverForm })));
const loadRefusal = () => import('./refusal-form.tsx');
const RefusalForm = lazy(() => loadRefusal().then((m) => ({ default: m.RefusalForm })));

export function DeliveryCard({ delivery }: { delivery: CourierDelivery }) {
  const stage = deliveryStage(delivery);
  const onTheWay = delivery.status === 'in_transit';
  // Picked up: fetch the hand-over's code and the barcode decoder now, so both are ready before the door.
  useEffect(() => {
    if (!onTheWay) return;
    void loadHandover().catch(() => undefined);
    void loadRefusal().catch(() => undefined);
    prefetchIdScanner();
  }, [onTheWay]);
  const [refusal, setRefusal] = useState<{ reason: ReturnReason | undefined } | null>(null);
  const titleId = `delivery-${delivery.id}`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="active-delivery"
      className="overflow-hidden rounded-3xl border border-border bg-surface shadow-sm"
    >
      <header className="flex items-start justify-between gap-3 border-b border-border bg-surface-2/60 px-5 py-4">
        <div className="min-w-0">
          <h3 id={titleId} className="text-sm font-semibold tracking-wide">
            <span className="sr-only">Delivery </span>
            {delivery.orderNumber}
          </h3>
          <p className="mt-0.5 text-xs text-muted">{delivery.windowLabel}</p>
        </div>
        <span
          data-testid="delivery-stage"
          className={cn(
            'whitespace-nowrap rounded-full px-2.5 py-1 text-[11px] font-semibold uppercase tracking-[0.14em]',
            stage === 'returning' ? 'bg-danger/10 text-danger' : 'bg-accent-soft text-accent',
          )}
        >
          {STAGE_LABELS[stage]}
        </span>
      </header>
      <div className="space-y-5 p-5">
        <StaffNote note={delivery.staffNote} />
        <DeliveryStops delivery={delivery} />
        <DeliveryItems delivery={delivery} />
        {stage === 'at_door' ? (
          <div className="rounded-2xl border border-accent/30 bg-surface-2/40 p-4">
            <h4 className="font-display text-xl">{refusal ? 'Record refusal' : 'Hand over'}</h4>
            <div className="mt-3">
              <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
                {refusal ? (
                  <RefusalForm
                    delivery={delivery}
                    reason={refusal.reason}
                    onCancel={() => setRefusal(null)}
                  />
                ) : (
                  <HandoverForm delivery={delivery} onRefuse={(reason) => setRefusal({ reason })} />
                )}
              </Suspense>
            </div>
          </div>
        ) : (
          <DeliveryActions delivery={delivery} stage={stage} />
        )}
        <ReportIncidentLink orderId={delivery.id} />
        {stage !== 'returning' && (
          <p className="flex justify-between border-t border-border pt-3 text-sm text-muted">
            <span>Your payout</span>
            <span className="font-medium text-foreground">{formatUsd(delivery.payoutCents)}</span>
          </p>
        )}
      </div>
    </article>
  );
}
