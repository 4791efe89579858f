import { SectionFailed } from '#web/components/errors/section-failed.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import type { HeldOrder } from '#domain/admin/risk.ts';
import { CancelOrderDialog } from '#web/features/admin/orders/components/cancel-order-dialog.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useHeldOrders } from '#web/features/admin/risk/api/get-held-orders.ts';
import { useRiskRules } from '#web/features/admin/risk/api/get-risk-rules.ts';
import { HeldOrdersTable } from '#web/features/admin/risk/components/held-orders-table.tsx';
import { RiskRuleRow } from '#web/features/admin/risk/components/risk-rule-row.tsx';
import { RiskThresholdCard } from '#web/features/admin/risk/components/risk-threshold-card.tsx';
import { useLiveHeld } from '#web/features/admin/risk/hooks/use-live-held.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useCan } from '#web/lib/use-can.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useStaff } from './use-staff.ts';

const cancelHeld = (order: HeldOrder) => (
  <CancelOrderDialog orderId={order.id} orderNumber={order.orderNumber} />
);

function RiskFactors() {
  const mayCancel = useCan('orders:status:write');
  const rules = useRiskRules();
  const held = useHeldOrders();
  useLiveHeld();
  useShortcut({
    keys: 'r',
    description: 'Refresh the held orders and rules',
    group: 'Risk factors',
    run: () => {
      void held.refetch();
      void rules.refetch();
    },
  });
  const count = held.data?.orders.length;
  return (
    <>
      <PageTitle title="Risk factors">
        Every new order is scored at checkout by these rules; orders at or above the threshold wait for a
        human.
      </PageTitle>
      <div className="space-y-8">
        <section aria-labelledby="held-title" className="space-y-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="held-title" className="font-display text-xl">
              Held for review{count ? ` (${count}${held.data?.truncated ? '+' : ''})` : ''}
            </h2>
            <p className="text-xs text-muted">Live · oldest first</p>
          </div>
          {held.data ? (
            <HeldOrdersTable orders={held.data.orders} cancel={mayCancel ? cancelHeld : undefined} />
          ) : held.isError ? (
            <SectionFailed message={held.error.message} onRetry={() => void held.refetch()} />
          ) : (
            <LoadingSkeleton variant="table" count={3} />
          )}
        </section>
        {rules.data ? (
          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <section
              aria-labelledby="rules-title"
              className="min-w-0 rounded-2xl border border-border bg-surface px-5"
            >
              <h2 id="rules-title" className="pt-5 font-display text-xl">
                Rules
              </h2>
              <ul className="divide-y divide-border">
                {rules.data.rules.map((rule) => (
                  <RiskRuleRow key={rule.key} rule={rule} />
                ))}
              </ul>
            </section>
            <div className="xl:order-none order-first">
              <RiskThresholdCard config={rules.data} />
            </div>
          </div>
        ) : rules.isError ? (
          <SectionFailed message={rules.error.message} onRetry={() => void rules.refetch()} />
        ) : (
          <LoadingSkeleton variant="table" count={6} />
        )}
      </div>
    </>
  );
}

/** Admin only (risk:manage). */
export function AdminRiskFactorsRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="risk:manage">
      <RiskFactors />
    </RequirePermission>
  );
}
