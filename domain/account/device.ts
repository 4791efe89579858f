/** Device tracking's constants, without zod: the web's entry bundle imports them (schemas: ./track-access.ts). */
export const DEVICE_TYPES = ['desktop', 'tablet', 'mobile'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The header the web app sends its device id in, on sign-in and checkout. */
export const DEVICE_ID_HEADER = 'x-device-id';

/** Sign-in or checkout sending a device id staff blocked (a speed bump: the id is the browser's word). */
export const DEVICE_RESTRICTED_MESSAGE =
  'This device has been restricted. Please contact support if you believe this is an error.';
