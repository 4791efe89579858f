import { z } from 'zod';
import { ORDER_STATUSES } from './status.ts';

/** `POST /api/dev/orders/:reference/advance`: the order's number and the status it was moved to. */
export const AdvanceOrderResponseSchema = z.strictObject({
  order: z.strictObject({ orderNumber: z.string(), status: z.enum(ORDER_STATUSES) }),
});

/** `GET /api/dev/db/round-trips`: statements sent to the database since start; null unless counting is on. */
export const RoundTripsResponseSchema = z.strictObject({
  roundTrips: z.number().int().nonnegative().nullable(),
});

export type AdvanceOrderResponse = z.infer<typeof AdvanceOrderResponseSchema>;
export type RoundTripsResponse = z.infer<typeof RoundTripsResponseSchema>;

/** `GET /api/dev/outbox/latest?to=`: the newest message to an address, in full. */
export const LatestMessageResponseSchema = z.strictObject({ subject: z.string(), body: z.string() });
export type LatestMessageResponse = z.infer<typeof LatestMessageResponseSchema>;
