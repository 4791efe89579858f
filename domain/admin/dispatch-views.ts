import { z } from 'zod';
import { VEHICLE_TYPES } from '../couriers/rules.ts';
import { ORDER_STATUSES } from '../orders/status.ts';

const Position = z.strictObject({
  lat: z.number(),
  lng: z.number(),
  at: z.iso.datetime({ offset: true }),
  /** Seconds between the position and the answer. */
  ageSeconds: z.number().int().nonnegative(),
});

/** What a courier carries against the value New York lets them carry on their vehicle. */
const Load = z.strictObject({
  orders: z.number().int().nonnegative(),
  heldCents: z.number().int().nonnegative(),
  limitCents: z.number().int().positive(),
});

export const DispatchCourierSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  vehicle: z.enum(VEHICLE_TYPES),
  online: z.boolean(),
  load: Load,
  position: Position.nullable(),
  /** Online and still under the carry limit. */
  canTakeMore: z.boolean(),
});
export type DispatchCourier = z.infer<typeof DispatchCourierSchema>;

export const DispatchCouriersResponseSchema = z.strictObject({ couriers: z.array(DispatchCourierSchema) });
export type DispatchCouriersResponse = z.infer<typeof DispatchCouriersResponseSchema>;

export const AssignResponseSchema = z.strictObject({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  courierId: z.uuid(),
  previousCourierId: z.uuid().nullable(),
});
export type AssignResponse = z.infer<typeof AssignResponseSchema>;

export const DispatchMapSchema = z.strictObject({
  shops: z.array(z.strictObject({ id: z.uuid(), name: z.string(), lat: z.number(), lng: z.number() })),
  couriers: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string(),
      vehicle: z.enum(VEHICLE_TYPES),
      load: Load,
      position: Position.nullable(),
      inTransitOrderIds: z.array(z.uuid()),
    }),
  ),
  orders: z.array(
    z.strictObject({
      id: z.uuid(),
      number: z.string(),
      status: z.enum(ORDER_STATUSES),
      dropoff: z.strictObject({ lat: z.number(), lng: z.number() }).nullable(),
      windowEnd: z.iso.datetime({ offset: true }),
      courierId: z.uuid().nullable(),
    }),
  ),
  /** True when more active orders exist than the map shows (the soonest windows are kept). */
  ordersTruncated: z.boolean(),
  /** The store's map tile URL template; empty when none is configured (the map then draws markers only). */
  mapTileUrl: z.string(),
});
export type DispatchMap = z.infer<typeof DispatchMapSchema>;
