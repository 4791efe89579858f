import { Check, X } from 'lucide-react';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { cn } from '#web/lib/cn.ts';
import { formatEventTime } from '../utils/format-dates.ts';
import { buildTimeline, type StepState } from '../utils/timeline.ts';
import { SubSteps } from './timeline-sub-steps.tsx';

interface OrderTimelineProps {
  /** The order as the customer's order page and the tracking page hold it. */
  order: {
    status: OrderStatus;
    events: readonly { status: OrderStatus; at: string }[];
    createdAt: string;
    progress?: DeliveryProgress | undefined;
  };
  className?: string;
}

const SR_STATE: Record<StepState, string> = {
  done: 'completed',
  current: 'current step',
  upcoming: 'upcoming',
};

/** The delivery path as a vertical list; a cancelled or returned order ends at that state. */
export function OrderTimeline({ order, className }: OrderTimelineProps) {
  const { status } = order;
  const steps = buildTimeline(status, order.events, order.createdAt, order.progress);
  const ended = status === 'cancelled' || status === 'returned';
  return (
    <section
      aria-labelledby="order-progress-title"
      className={cn('rounded-3xl border border-border bg-surface p-5 sm:p-7', className)}
    >
      <h2 id="order-progress-title" className="font-display text-2xl">
        Progress
      </h2>
      <ol className="mt-6" data-testid="order-timeline">
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          const final = ended && last;
          return (
            <li
              key={step.status}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className="relative flex gap-4 pb-7 last:pb-0"
            >
              {!last && (
                <span
                  aria-hidden
                  className={cn(
                    'absolute left-[15px] top-8 h-[calc(100%-2rem)] w-0.5 rounded-full',
                    step.state === 'done' ? 'bg-accent' : 'bg-border',
                  )}
                />
              )}
              <span
                aria-hidden
                className={cn(
                  'relative flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 transition',
                  final
                    ? 'border-danger bg-danger/10 text-danger'
                    : step.state === 'done'
                      ? 'border-accent bg-accent text-accent-foreground'
                      : step.state === 'current'
                        ? 'border-accent bg-accent-soft text-accent'
                        : 'border-border bg-surface text-muted',
                )}
              >
                {final ? (
                  <X className="h-4 w-4" />
                ) : step.state === 'done' ? (
                  <Check className="h-4 w-4" />
                ) : step.state === 'current' ? (
                  <>
                    <span className="absolute inset-0 animate-ping rounded-full bg-accent/25" />
                    <span className="h-2.5 w-2.5 rounded-full bg-accent" />
                  </>
                ) : null}
              </span>
              <div className="min-w-0 pt-1">
                <p
                  className={cn(
                    'font-medium leading-snug',
                    step.state === 'upcoming' && 'text-muted',
                    final && 'text-danger',
                  )}
                >
                  {step.title}
                  <span className="sr-only">, {SR_STATE[step.state]}</span>
                </p>
                {step.at ? (
                  <time dateTime={step.at} className="mt-0.5 block text-sm tabular-nums text-muted">
                    {formatEventTime(step.at)}
                  </time>
                ) : (
                  step.state === 'current' && <p className="mt-0.5 text-sm text-muted">Now</p>
                )}
                {step.subSteps.length > 0 && <SubSteps steps={step.subSteps} />}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
