import type { PushPublicKeyResponse } from '#domain/account/push-response.ts';
import { api } from '#web/lib/api-client.ts';

/** The store's VAPID key, asked for when the customer turns alerts on (never on page load). */
export const getPushPublicKey = () =>
  api<PushPublicKeyResponse>('/api/push/public-key').then((r) => r.publicKey);
