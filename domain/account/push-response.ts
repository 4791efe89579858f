import { z } from 'zod';

/** `GET /api/push/public-key`: the VAPID public key (base64url) a browser subscribes with. */
export const PushPublicKeyResponseSchema = z.strictObject({ publicKey: z.string().min(1) });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponseSchema>;
