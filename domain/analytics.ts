/** Event names the spec lists (§3), plus the signup popup events. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'product_view',
  'add_to_cart',
  'begin_checkout',
  'purchase',
  'giveaway_entry',
  'giveaway_share',
  'courier_online',
  'courier_offline',
  'order_accepted',
  'delivery_completed',
  'search',
  'error',
  'signup',
  'login',
  'Checkout Started',
  'Order Completed',
  'signup_popup_shown',
  'signup_popup_dismissed',
  'signup_popup_converted',
  'guest_checkout_popup_shown',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const CLIENT_ERROR_KINDS = ['error', 'warning', 'info'] as const;
export const CLIENT_ERROR_AREAS = ['shop', 'courier', 'admin'] as const;

export const LOCAL_LIMITS = { analyticsEvents: 100, adminErrors: 50, productionLog: 100 } as const;

export type { AnalyticsEvent, ClientError } from './analytics.schemas.ts';
