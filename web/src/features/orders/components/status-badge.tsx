import { statusLabel, type OrderStatus } from '#domain/orders/status.ts';
import { cn } from '#web/lib/cn.ts';
import { statusTone } from '../utils/status-text.ts';

const TONES = {
  active: 'bg-accent-soft text-accent',
  moving: 'bg-primary text-primary-foreground',
  done: 'bg-success/12 text-success',
  ended: 'bg-surface-2 text-muted',
} as const;

const DOTS = {
  active: 'bg-accent',
  moving: 'bg-primary-foreground animate-pulse',
  done: 'bg-success',
  ended: 'bg-muted',
} as const;

export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-testid="status-badge"
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-[11px] font-semibold uppercase tracking-[0.14em]',
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden className={cn('h-1.5 w-1.5 rounded-full', DOTS[tone])} />
      {statusLabel(status)}
    </span>
  );
}
