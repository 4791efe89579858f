import { api } from '#web/lib/api-client.ts';

/** The account stops sending alerts to this browser's endpoint (settings page and sign-out). */
export const deletePushSubscription = (endpoint: string) =>
  api<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
