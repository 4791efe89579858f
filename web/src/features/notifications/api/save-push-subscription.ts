import { api } from '#web/lib/api-client.ts';

/** The browser's subscription, as `PushSubscription.toJSON()` gives it, stored for the signed-in account. */
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api<void>('/api/push/subscriptions', { method: 'POST', body: subscription });
