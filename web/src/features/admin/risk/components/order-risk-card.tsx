import { format } from 'date-fns';
import type { AdminOrderDetail } from '#domain/admin/order-detail.ts';
import { DetailCard } from '#web/components/ui/detail-card.tsx';
import { ApproveOrderDialog } from './approve-order-dialog.tsx';
import { RiskBadge } from '#web/components/orders/risk-badge.tsx';
import { RiskReasons } from './risk-reasons.tsx';

/** The order's risk score at checkout and why; a held order says so and, for risk:manage, offers Approve. */
export function OrderRiskCard({ order }: { order: AdminOrderDetail }) {
  const { risk } = order;
  const held = risk.heldAt !== null;
  return (
    <DetailCard title="Risk" action={<RiskBadge score={risk.score} held={held} />}>
      {held && (
        <div className="mb-3 rounded-lg border border-danger/35 bg-danger/10 p-3 text-sm">
          <p className="font-medium text-danger">Held for review</p>
          <p className="mt-0.5 text-muted">
            Since {format(new Date(risk.heldAt!), "MMM d 'at' h:mm a")}. Nothing moves it on until an admin
            approves or cancels it.
          </p>
          {order.allowedActions.approveRisk && (
            <div className="mt-3">
              <ApproveOrderDialog orderId={order.id} orderNumber={order.orderNumber} />
            </div>
          )}
        </div>
      )}
      <RiskReasons reasons={risk.reasons} />
    </DetailCard>
  );
}
