import type { LocationResponse } from '#domain/couriers/courier-responses.ts';
import type { Location } from '#domain/couriers/schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { courierRequest } from '../utils/courier-request.ts';

/** The server keeps one position a second; a refused one is sent again just after, not at the next 10 s send. */
export const TOO_SOON_RETRY_MS = 1_100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fire and forget: a refused send is skipped (the next one carries a newer position), except one refused as too soon
 * after the last (the app on a second device, or a send that restarted), which is sent once more a second later.
 */
export async function sendLocation(location: Location, retry = true): Promise<boolean> {
  try {
    await courierRequest<LocationResponse>('/api/courier/location', { method: 'POST', body: location });
    return true;
  } catch (error) {
    if (!retry || !(error instanceof ApiError) || error.status !== 429) return false;
    await wait(TOO_SOON_RETRY_MS);
    return sendLocation(location, false);
  }
}
