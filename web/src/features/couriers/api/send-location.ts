import type { LocationResponse } from '#domain/couriers/courier-responses.ts';
import type { Location } from '#domain/couriers/schemas.ts';
import { courierRequest } from '../utils/courier-request.ts';

/** Fire and forget: a refused or rate-limited send is skipped; the next one carries a newer position. */
export const sendLocation = (location: Location) =>
  courierRequest<LocationResponse>('/api/courier/location', { method: 'POST', body: location }).then(
    () => true,
    () => false,
  );
