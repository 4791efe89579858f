import { nyTime } from '../time/ny-format.ts';
import type { DeliveryProgress, DeliveryView } from './order.ts';
import type { OrderStatus } from './status.ts';

/** What the headline and the ETA are told from: the order's status and how far its delivery has come. */
export interface TrackingFacts {
  status: OrderStatus;
  progress: Pick<
    DeliveryProgress,
    'assignedAt' | 'arrivedAt' | 'deliveredAt' | 'shopName' | 'courierName' | 'courier'
  >;
}

/** 'Dee' or, without a name, 'your courier'. */
const courierOf = (facts: TrackingFacts) => facts.progress.courierName ?? 'your courier';

/**
 * Where the order is, in the words a customer uses: "Being prepared at Larkspur & Lime", "On the way with Dee",
 * "Delivered at 4:54 PM" (New York time). Never an internal status name.
 */
export function trackingHeadline(facts: TrackingFacts): string {
  const { status, progress } = facts;
  const shop = progress.shopName;
  switch (status) {
    case 'pending':
      return 'Order received';
    case 'confirmed':
      return shop ? `Confirmed by ${shop}` : 'Order confirmed';
    case 'preparing':
      return shop ? `Being prepared at ${shop}` : 'Being prepared';
    case 'ready':
      if (progress.courierName) return `${progress.courierName} is picking up your order`;
      return shop ? `Packed at ${shop}, waiting for a courier` : 'Packed, waiting for a courier';
    case 'in_transit':
      if (progress.arrivedAt)
        return progress.courierName
          ? `${progress.courierName} is at your door`
          : 'Your courier is at your door';
      return progress.courierName ? `On the way with ${progress.courierName}` : 'On the way';
    case 'delivered':
      return progress.deliveredAt ? `Delivered at ${nyTime(progress.deliveredAt)}` : 'Delivered';
    case 'cancelled':
      return 'Order cancelled';
    case 'returned':
      return 'Returned to the shop';
  }
}

export interface EtaText {
  /** The big line: "About 7 min away", "Expected by 5:45 PM", "Delivered at 4:54 PM". */
  label: string;
  /** The line under it: "Around 5:01 PM · 1.8 km", or null. */
  detail: string | null;
}

const minutesText = (minutes: number) => `About ${minutes} min away`;

/**
 * When the order should arrive. On its way: from the courier's last position (the server's trip estimate, given as
 * `courier.etaMinutes` and `courier.distanceKm`), so it follows the courier. Before pickup: the promised window, or
 * "a little late" once its end has passed. After delivery: the delivery time; never a stale estimate.
 */
export function etaText(facts: TrackingFacts & { delivery: DeliveryView }, now: Date): EtaText {
  const { status, progress, delivery } = facts;
  if (status === 'delivered') {
    return {
      label: progress.deliveredAt ? `Delivered at ${nyTime(progress.deliveredAt)}` : 'Delivered',
      detail: null,
    };
  }
  if (status === 'cancelled') return { label: 'Cancelled', detail: 'Nothing is due' };
  if (status === 'returned') return { label: 'Not delivered', detail: 'Nothing is due' };
  if (status === 'in_transit') {
    if (progress.arrivedAt) return { label: 'Arrived', detail: `${courierOf(facts)} is at your door` };
    const courier = progress.courier;
    if (!courier)
      return { label: 'On the way', detail: 'The arrival time shows once the courier shares a position' };
    const arrival = new Date(Date.parse(courier.at) + courier.etaMinutes * 60_000);
    const distance = `${courier.distanceKm.toFixed(1)} km`;
    if (courier.etaMinutes <= 0) return { label: 'Arriving now', detail: distance };
    return { label: minutesText(courier.etaMinutes), detail: `Around ${nyTime(arrival)} · ${distance}` };
  }
  const end = Date.parse(delivery.windowEnd);
  if (delivery.isAsap) {
    if (now.getTime() <= end) return { label: `Expected by ${nyTime(delivery.windowEnd)}`, detail: null };
    return { label: 'Running a little late', detail: 'It leaves the shop as soon as it is ready' };
  }
  return { label: delivery.windowLabel, detail: null };
}
