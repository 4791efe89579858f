import type { DeliveryProgress } from '#domain/orders/order.ts';
import { ORDER_FLOW, type OrderStatus } from '#domain/orders/status.ts';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  title: string;
  state: StepState;
  /** ISO time the order reached this step, when an event says so. */
  at: string | null;
  /** What the courier did during this step ('Courier assigned', 'Courier arrived'). */
  subSteps: SubStep[];
}

export interface SubStep {
  title: string;
  at: string;
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
const PICKUP = flowIndex('in_transit');

/** The first time each status was reached, by the events' own times. */
function firstTimes(events: readonly { status: OrderStatus; at: string }[]) {
  const times = new Map<OrderStatus, string>();
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const event of sorted) if (!times.has(event.status)) times.set(event.status, event.at);
  return times;
}

/**
 * The delivery path with each step done, current or upcoming. A cancelled or returned order shows
 * the steps it reached, then its final state; the steps it never reached are left out. The courier's
 * assignment and arrival show under the step they happened in.
 */
export function buildTimeline(
  status: OrderStatus,
  events: readonly { status: OrderStatus; at: string }[],
  placedAt?: string,
  progress?: Pick<DeliveryProgress, 'assignedAt' | 'arrivedAt'>,
): TimelineStep[] {
  const steps = statusSteps(status, events, placedAt);
  const { assignedAt, arrivedAt } = progress ?? { assignedAt: null, arrivedAt: null };
  const assignedIn = assignedAt ? assignedStep(steps, assignedAt) : -1;
  return steps.map((step, index) => {
    const subSteps: SubStep[] = [];
    if (assignedAt && index === assignedIn) subSteps.push({ title: 'Courier assigned', at: assignedAt });
    if (arrivedAt && step.status === 'in_transit') subSteps.push({ title: 'Courier arrived', at: arrivedAt });
    return subSteps.length > 0 ? { ...step, subSteps } : step;
  });
}

/** The step a courier took the order in: the last step before pickup known to have begun by then. */
function assignedStep(steps: TimelineStep[], assignedAt: string): number {
  const assigned = Date.parse(assignedAt);
  let found = -1;
  steps.forEach((step, index) => {
    const flow = flowIndex(step.status);
    if (step.state === 'upcoming' || flow < 0 || flow >= PICKUP) return;
    if (found < 0 || (step.at !== null && Date.parse(step.at) <= assigned)) found = index;
  });
  return found;
}

function statusSteps(
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
      subSteps: [],
    }));
  }

  const reached = Math.max(0, ...ORDER_FLOW.map((step, index) => (times.has(step) ? index : 0)));
  const path: TimelineStep[] = ORDER_FLOW.slice(0, reached + 1).map((step) => ({
    status: step,
    title: STEP_TITLES[step],
    state: 'done',
    at: timeOf(step),
    subSteps: [],
  }));
  return [
    ...path,
    { status, title: STEP_TITLES[status], state: 'current', at: timeOf(status), subSteps: [] },
  ];
}
