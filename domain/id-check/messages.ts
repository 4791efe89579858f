/** The door's ID-check texts, shared by the server's refusals and the courier app (no zod here: first-visit code). */
export const ID_CHECK_MESSAGES = {
  under21: 'The ID shows the recipient is under 21. Do not hand over the order; record a refusal instead.',
  expired:
    'This ID has expired. Do not hand over the order: ask for a valid government ID or record a refusal.',
  overrideReason: 'Say in a few words why you are sure the ID holder is the recipient',
  notChecked: "Check the recipient's ID before handing over the order",
  signature: 'Ask the recipient to sign',
  unreadable: 'That barcode could not be read as an ID. Try again, closer and with more light.',
} as const;

/** The refusal of a name that differs from the order's recipient, naming them. */
export const nameMismatchMessage = (recipient: string) =>
  `The name on the ID does not match the recipient, ${recipient}. Refuse the order, or confirm the ID holder is ${recipient} and give a reason.`;

/** How the courier checked the ID: the barcode read by the app, or the dates typed from the card. */
export const ID_CHECK_METHODS = { scanned: 'ID scanned', typed: 'ID typed' } as const;
export type IdCheckMethod = keyof typeof ID_CHECK_METHODS;
export const ID_CHECK_METHOD_KEYS = Object.keys(ID_CHECK_METHODS) as [IdCheckMethod, ...IdCheckMethod[]];

/** Why the courier typed the dates instead of scanning. */
export const TYPED_FALLBACKS = {
  failed_scans: 'Three scans failed',
  damaged_barcode: 'Barcode damaged',
  no_camera: 'No camera',
} as const;
export type TypedFallback = keyof typeof TYPED_FALLBACKS;
export const TYPED_FALLBACK_KEYS = Object.keys(TYPED_FALLBACKS) as [TypedFallback, ...TypedFallback[]];

/**
 * How long the recipient's signature is kept after a hand-over before the retention job deletes it: long enough for
 * a card dispute or a regulator's question (180 days by default), never past the 5-year records period.
 */
export const SIGNATURE_RETENTION_DAYS = { min: 7, default: 180, max: 1825 } as const;
