import type { AdminCourierRow } from '#domain/admin/couriers-views.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { loadText } from '../utils/courier-format.ts';

/** Online, offline or deactivated, in words and tone. */
export function CourierStateBadge({
  courier,
}: {
  courier: Pick<AdminCourierRow, 'online' | 'deactivatedAt'>;
}) {
  if (courier.deactivatedAt) return <Badge tone="danger">Deactivated</Badge>;
  return courier.online ? <Badge tone="success">Online</Badge> : <Badge>Offline</Badge>;
}

/** What the courier carries against the carry limit, as text and a bar (amber from 80 %, red at the limit). */
export function LoadMeter({ load }: { load: AdminCourierRow['load'] }) {
  const share = load.limitCents === 0 ? 0 : Math.min(1, load.heldCents / load.limitCents);
  return (
    <div className="min-w-32">
      <div className="flex items-baseline justify-between gap-2 whitespace-nowrap text-xs">
        <span className="tabular-nums">{loadText(load)}</span>
        <span className="text-muted">
          {load.orders} order{load.orders === 1 ? '' : 's'}
        </span>
      </div>
      <div
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface-2"
        role="meter"
        aria-label="Load against the carry limit"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <div
          className={cn(
            'h-full rounded-full',
            share >= 1 ? 'bg-danger' : share >= 0.8 ? 'bg-amber-500' : 'bg-success',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
