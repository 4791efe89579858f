import type { Contract } from '../http.ts';
import { PushPublicKeyResponseSchema } from './push-response.ts';

/** What each Web Push route answers on success; see ../contracts.ts. */
export const pushContracts = {
  'GET /api/push/public-key': PushPublicKeyResponseSchema,
  'POST /api/push/subscriptions': 'empty',
  'DELETE /api/push/subscriptions': 'empty',
} satisfies Record<string, Contract>;
