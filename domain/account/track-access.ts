import { z } from 'zod';
import { DEVICE_TYPES } from './device.ts';

export { DEVICE_ID_HEADER, DEVICE_RESTRICTED_MESSAGE, DEVICE_TYPES, type DeviceType } from './device.ts';

/** A device id: the browser's `crypto.randomUUID()`, kept in local storage. */
export const DeviceIdSchema = z.uuid({ error: 'The device id must be a UUID' });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * `POST /api/track-access` (spec §7 track-access): the signed-in browser's device, as it describes itself. No
 * fingerprint beyond these fields: the id is random, kept in the browser's local storage.
 */
export const TrackAccessSchema = z.strictObject({
  deviceId: DeviceIdSchema,
  deviceType: z.enum(DEVICE_TYPES, { error: 'The device type must be desktop, tablet or mobile' }),
  browser: text('The browser', 60),
  os: text('The operating system', 60),
  screen: z
    .string({ error: 'The screen size is required' })
    .regex(/^\d{1,5}x\d{1,5}$/, 'The screen size must look like 1440x900'),
  timeZone: text('The time zone', 64),
  language: text('The language', 35),
});
export type TrackAccess = z.infer<typeof TrackAccessSchema>;

/** `blocked`: the account or this device is restricted; the session has ended and the app signs out. */
export const TrackAccessResponseSchema = z.strictObject({ blocked: z.boolean() });
export type TrackAccessResponse = z.infer<typeof TrackAccessResponseSchema>;
