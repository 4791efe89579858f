import { paths } from '#web/config/paths.ts';
import { Link } from 'react-router';
import { ACTIVE_STATUSES, type DashboardResponse } from '#domain/admin/dashboard.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const STATUS_LABELS: Record<(typeof ACTIVE_STATUSES)[number], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for pickup',
  in_transit: 'Out for delivery',
};

const Row = ({ label, value, to }: { label: string; value: number; to?: string }) => (
  <li className="flex items-center justify-between gap-3 py-1.5 text-sm">
    {to ? (
      <Link to={to} className="underline-offset-4 hover:underline">
        {label}
      </Link>
    ) : (
      <span>{label}</span>
    )}
    <span className="font-semibold tabular-nums">{value.toLocaleString('en-US')}</span>
  </li>
);

/** What needs attention right now, whatever the period. */
export function NowPanel({ now }: { now: DashboardResponse['now'] | undefined }) {
  return (
    <section aria-labelledby="now-heading" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="now-heading" className="flex items-center gap-2 font-display text-lg">
        Now
        <Badge tone="success">Live</Badge>
      </h2>
      {!now ? (
        <div className="mt-4 space-y-2" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          <div>
            <h3 className="text-xs font-medium uppercase tracking-wide text-muted">Orders waiting</h3>
            <ul className="divide-y divide-border">
              {ACTIVE_STATUSES.map((s) => (
                <Row
                  key={s}
                  label={STATUS_LABELS[s]}
                  value={now.waiting[s]}
                  to={paths.admin.orders.getHref({ status: s })}
                />
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xs font-medium uppercase tracking-wide text-muted">Couriers</h3>
            <ul className="divide-y divide-border">
              <Row label="Online" value={now.couriersOnline} />
              <Row label="On a delivery" value={now.couriersBusy} />
              <Row label="Applications to review" value={now.pendingApplications} />
            </ul>
          </div>
          <div>
            <h3 className="flex items-baseline justify-between gap-3 text-xs font-medium uppercase tracking-wide text-muted">
              <span>Low stock</span>
              <Link
                to="/admin/inventory?low=yes"
                className="normal-case tracking-normal text-foreground underline-offset-4 hover:underline"
              >
                <span className="font-semibold tabular-nums">
                  {now.lowStockCount.toLocaleString('en-US')}
                </span>{' '}
                {now.lowStockCount === 1 ? 'variant' : 'variants'} at or under threshold
              </Link>
            </h3>
            {now.lowStock.length === 0 ? (
              <p className="py-1.5 text-sm text-muted">Every variant is stocked.</p>
            ) : (
              <ScrollRegion label="Low stock variants" className="max-h-48 overflow-auto">
                <ul className="divide-y divide-border">
                  {now.lowStock.map((v) => (
                    <li key={v.variantId} className="flex items-center justify-between gap-3 py-1.5 text-sm">
                      <span className="min-w-0 truncate">
                        {v.productName} <span className="text-muted">· {v.label}</span>
                      </span>
                      <Badge tone={v.stock === 0 ? 'danger' : 'warning'}>
                        {v.stock === 0 ? 'Out' : `${v.stock} left`}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </ScrollRegion>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
