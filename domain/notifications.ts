export type NotificationChannel = 'sms' | 'push' | 'email';
export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['sms', 'push', 'email'];

/** Spec §3 notification_preferences, one row per user, in camelCase. */
export interface NotificationPreferences {
  smsEnabled: boolean;
  smsAllUpdates: boolean;
  smsCriticalOnly: boolean;
  pushEnabled: boolean;
  pushAllUpdates: boolean;
  pushCriticalOnly: boolean;
  emailEnabled: boolean;
  emailAllUpdates: boolean;
  emailConfirmationOnly: boolean;
}
export type PreferenceField = keyof NotificationPreferences;

/** What the server returns: the saved row. */
export interface SavedNotificationPreferences extends NotificationPreferences {
  updatedAt: string;
}

/** Spec §3: SMS on with all updates; push on with all updates; e-mail on with confirmation-only. */
export const DEFAULT_PREFERENCES: Readonly<NotificationPreferences> = {
  smsEnabled: true,
  smsAllUpdates: true,
  smsCriticalOnly: false,
  pushEnabled: true,
  pushAllUpdates: true,
  pushCriticalOnly: false,
  emailEnabled: true,
  emailAllUpdates: false,
  emailConfirmationOnly: true,
};

/** Each channel's two exclusive sub-options; the first is the channel's default choice. */
const PAIRS: readonly (readonly [PreferenceField, PreferenceField])[] = [
  ['smsAllUpdates', 'smsCriticalOnly'],
  ['pushAllUpdates', 'pushCriticalOnly'],
  ['emailConfirmationOnly', 'emailAllUpdates'],
];

const partnerOf = (field: PreferenceField): PreferenceField | null => {
  for (const [a, b] of PAIRS) {
    if (field === a) return b;
    if (field === b) return a;
  }
  return null;
};

/**
 * Spec §4: all-updates on turns critical-only off for that channel and vice versa; e-mail confirmation-only
 * and all-updates are mutually exclusive. The pair behaves as a radio choice, so turning one off selects
 * the other. The enabled switches touch nothing else (a channel switched back on keeps its choice).
 */
export function applyToggle(
  prefs: NotificationPreferences,
  field: PreferenceField,
  value: boolean,
): NotificationPreferences {
  const next = { ...prefs, [field]: value };
  const partner = partnerOf(field);
  if (partner) next[partner] = !value;
  return next;
}

/** Exactly one sub-option per channel: a pair with both or neither set falls back to the channel's default. */
export function normalizePreferences(prefs: NotificationPreferences): NotificationPreferences {
  const next = { ...prefs };
  for (const [first, second] of PAIRS) {
    if (next[first] === next[second]) {
      next[first] = DEFAULT_PREFERENCES[first];
      next[second] = DEFAULT_PREFERENCES[second];
    }
  }
  return next;
}

export const ORDER_NOTICE_EVENTS = [
  'confirmed',
  'driver_assigned',
  'picked_up',
  'eta',
  'arrived',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderNoticeEvent = (typeof ORDER_NOTICE_EVENTS)[number];

type EventSet = ReadonlySet<OrderNoticeEvent>;

/** Spec §9: all updates cover order confirmed, driver assigned, pickup, ETA; an order ending early always counts. */
const ALL_UPDATES: EventSet = new Set([
  'confirmed',
  'driver_assigned',
  'picked_up',
  'eta',
  'cancelled',
  'returned',
]);
/** Spec §9: critical covers order confirmed, driver arrived, delivered; an order ending early always counts. */
const CRITICAL_ONLY: EventSet = new Set(['confirmed', 'arrived', 'delivered', 'cancelled', 'returned']);
/** The confirmation, and the receipt e-mailed on delivery: both are records of the purchase, not updates. */
const CONFIRMATION_ONLY: EventSet = new Set(['confirmed', 'delivered']);
const EVERY_EVENT: EventSet = new Set(ORDER_NOTICE_EVENTS);
/**
 * A guest has no preferences to set and follows the order on its tracking link, so the e-mails are the
 * confirmation (with that link) and the outcomes: delivered, cancelled, returned.
 */
const GUEST_EMAIL: EventSet = new Set(['confirmed', 'delivered', 'cancelled', 'returned']);

function eventsFor(prefs: NotificationPreferences, channel: NotificationChannel): EventSet {
  if (channel === 'email') {
    if (!prefs.emailEnabled) return new Set();
    return prefs.emailAllUpdates ? EVERY_EVENT : CONFIRMATION_ONLY;
  }
  const [enabled, allUpdates] =
    channel === 'sms' ? [prefs.smsEnabled, prefs.smsAllUpdates] : [prefs.pushEnabled, prefs.pushAllUpdates];
  if (!enabled) return new Set();
  return allUpdates ? ALL_UPDATES : CRITICAL_ONLY;
}

/** The channels that get a message for an order event; a missing row means the defaults. */
export function channelsFor(
  prefs: NotificationPreferences | null,
  event: OrderNoticeEvent,
  { guest }: { guest: boolean },
): NotificationChannel[] {
  if (guest) return GUEST_EMAIL.has(event) ? ['email'] : [];
  const normalized = normalizePreferences(prefs ?? DEFAULT_PREFERENCES);
  return NOTIFICATION_CHANNELS.filter((channel) => eventsFor(normalized, channel).has(event));
}
