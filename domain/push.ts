import { z } from 'zod';
import type { OrderNoticeEvent } from './notifications.ts';

/** A path on the store itself: one leading slash, never `//host` or `/\host`, which a browser reads as another site. */
const STORE_PATH = /^\/(?![/\\])/;

/**
 * What one push message carries to the browser, encrypted for it alone; the service worker shows it as is. It names
 * the order number and its status, never a name, address, phone, e-mail or what was ordered (a lock screen is not
 * private). Not strict: a service worker still in a browser's cache ignores fields added later.
 */
export const PushPayloadSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(600),
  /** The order's tracking page, as a path on the store. */
  url: z.string().max(300).regex(STORE_PATH),
  /** One alert per order on the device: a newer update replaces the older one. */
  tag: z.string().min(1).max(100),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const trackingPath = (trackingCode: string) => `/track/${encodeURIComponent(trackingCode)}`;
export const orderPushTag = (orderNumber: string) => `order-${orderNumber}`;

const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

/** The alert's title for an order event; the body is the order's short message, which names the order. */
export function orderPushTitle(event: OrderNoticeEvent, etaMinutes?: number): string {
  switch (event) {
    case 'confirmed':
      return 'Your order is confirmed';
    case 'driver_assigned':
      return 'A driver is assigned to your order';
    case 'picked_up':
      return 'Your order is out for delivery';
    case 'eta':
      return etaMinutes === undefined
        ? 'Your order arrives soon'
        : `Your order arrives in about ${minutes(etaMinutes)}`;
    case 'arrived':
      return 'Your driver has arrived';
    case 'delivered':
      return 'Your order was delivered';
    case 'cancelled':
      return 'Your order was cancelled';
    case 'returned':
      return 'Your order was returned to the store';
  }
}
