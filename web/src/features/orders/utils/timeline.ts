import { ORDER_FLOW, type OrderStatus } from '#domain/orders/status.ts';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  title: string;
  state: StepState;
  /** ISO time the order reached this step, when an event says so. */
  at: string | null;
}

export const STEP_TITLES: Record<OrderStatus, string> = {
  pending: 'Order placed',
  confirmed: 'Confirmed by the shop',
  preparing: 'Being prepared',
  ready: 'Packed and ready',
  in_transit: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned to the shop',
};

type FlowStatus = (typeof ORDER_FLOW)[number];
const flowIndex = (status: OrderStatus) => ORDER_FLOW.indexOf(status as FlowStatus);

/** The first time each status was reached, by the events' own times. */
function firstTimes(events: readonly { status: OrderStatus; at: string }[]) {
  const times = new Map<OrderStatus, string>();
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const event of sorted) if (!times.has(event.status)) times.set(event.status, event.at);
  return times;
}

/**
 * The delivery path with each step done, current or upcoming. A cancelled or returned order shows
 * the steps it reached, then its final state; the steps it never reached are left out.
 */
export function buildTimeline(
  status: OrderStatus,
  events: readonly { status: OrderStatus; at: string }[],
  placedAt?: string,
): TimelineStep[] {
  const times = firstTimes(events);
  const timeOf = (s: OrderStatus) => times.get(s) ?? (s === 'pending' ? (placedAt ?? null) : null);
  const current = flowIndex(status);

  if (current >= 0) {
    return ORDER_FLOW.map((step, index) => ({
      status: step,
      title: STEP_TITLES[step],
      state:
        index < current || (index === current && step === 'delivered')
          ? 'done'
          : index === current
            ? 'current'
            : 'upcoming',
      at: index <= current ? timeOf(step) : null,
    }));
  }

  const reached = Math.max(0, ...ORDER_FLOW.map((step, index) => (times.has(step) ? index : 0)));
  const path: TimelineStep[] = ORDER_FLOW.slice(0, reached + 1).map((step) => ({
    status: step,
    title: STEP_TITLES[step],
    state: 'done',
    at: timeOf(step),
  }));
  return [...path, { status, title: STEP_TITLES[status], state: 'current', at: timeOf(status) }];
}
