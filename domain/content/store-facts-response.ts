import { z } from 'zod';
import { DeliveryFeesSchema, EdibleLimitsSchema, WeeklyHoursSchema } from '../admin/settings.ts';

/** `GET /api/store`: the settings customers read (see store-facts.ts); the API tests parse real answers with it. */
export const StoreFactsSchema = z.strictObject({
  storeHours: WeeklyHoursSchema,
  deliveryFees: DeliveryFeesSchema,
  freeDeliveryThresholdCents: z.number().int().nonnegative(),
  firstOrderPercent: z.number().int().nonnegative(),
  edibleLimits: EdibleLimitsSchema,
});

export const StoreFactsResponseSchema = z.strictObject({ store: StoreFactsSchema });
export type StoreFactsResponse = z.infer<typeof StoreFactsResponseSchema>;
