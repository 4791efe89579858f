import { z } from 'zod';

export const DEVICE_TYPES = ['desktop', 'tablet', 'mobile'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The header the web app sends its device id in, on sign-in and checkout (and every API call). */
export const DEVICE_ID_HEADER = 'x-device-id';
/** A device id: the browser's `crypto.randomUUID()`, kept in local storage. */
export const DeviceIdSchema = z.uuid({ error: 'The device id must be a UUID' });

/** Sign-in or checkout from a device staff blocked: no account may use it. */
export const DEVICE_RESTRICTED_MESSAGE =
  'This device has been restricted. Please contact support if you believe this is an error.';

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
