import type { Contract } from '../http.ts';
import {
  AvailableOrdersResponseSchema,
  CourierApplicationResponseSchema,
  CourierResponseSchema,
  DeliveryResponseSchema,
  EarningsViewSchema,
  HandoverResponseSchema,
  HistoryResponseSchema,
  LocationResponseSchema,
  ManifestSchema,
  RestockResponseSchema,
  ReturnResponseSchema,
} from './courier-responses.ts';

/** What each route of this area answers on success; see ../contracts.ts. */
export const courierContracts = {
  'GET /api/courier/me': CourierResponseSchema,
  'POST /api/courier/pin': CourierResponseSchema,
  'POST /api/courier/pin/verify': CourierResponseSchema,
  'POST /api/courier/pin/change': CourierResponseSchema,
  'POST /api/courier/lock': CourierResponseSchema,
  'POST /api/courier/online': CourierResponseSchema,
  'POST /api/courier/location': LocationResponseSchema,
  'PATCH /api/courier/profile': CourierResponseSchema,
  'GET /api/courier/orders/available': AvailableOrdersResponseSchema,
  'POST /api/courier/orders/:id/accept': DeliveryResponseSchema,
  'POST /api/courier/orders/:id/pickup': DeliveryResponseSchema,
  'POST /api/courier/orders/:id/arrived': DeliveryResponseSchema,
  'POST /api/courier/orders/:id/handover': HandoverResponseSchema,
  'POST /api/courier/orders/:id/return': ReturnResponseSchema,
  'POST /api/courier/orders/:id/restock': RestockResponseSchema,
  'GET /api/courier/orders/:id': DeliveryResponseSchema,
  'GET /api/courier/manifest': ManifestSchema,
  'GET /api/courier/earnings': EarningsViewSchema,
  'GET /api/courier/history': HistoryResponseSchema,
  'POST /api/courier-applications': CourierApplicationResponseSchema,
} satisfies Record<string, Contract>;
