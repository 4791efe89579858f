import {
  DEFAULT_PREFERENCES,
  type NotificationChannel,
  type NotificationPreferences,
  type PreferenceField,
} from '#domain/notifications.ts';

export interface ChannelOption {
  field: PreferenceField;
  label: string;
  covers: string;
}

export interface ChannelConfig {
  channel: NotificationChannel;
  title: string;
  summary: string;
  enabledField: PreferenceField;
  options: readonly [ChannelOption, ChannelOption];
}

/** The three channels and their exclusive choices, worded after spec §9. */
export const CHANNELS: readonly ChannelConfig[] = [
  {
    channel: 'sms',
    title: 'SMS',
    summary: 'Text messages to the phone number on your account.',
    enabledField: 'smsEnabled',
    options: [
      {
        field: 'smsAllUpdates',
        label: 'All updates',
        covers: 'Order confirmed, driver assigned, pickup, ETA',
      },
      {
        field: 'smsCriticalOnly',
        label: 'Critical only',
        covers: 'Order confirmed, driver arrived, delivered',
      },
    ],
  },
  {
    channel: 'push',
    title: 'Push',
    summary: 'Alerts on the devices you shop from.',
    enabledField: 'pushEnabled',
    options: [
      {
        field: 'pushAllUpdates',
        label: 'All updates',
        covers: 'Order confirmed, driver assigned, pickup, ETA',
      },
      {
        field: 'pushCriticalOnly',
        label: 'Critical only',
        covers: 'Order confirmed, driver arrived, delivered',
      },
    ],
  },
  {
    channel: 'email',
    title: 'E-mail',
    summary: 'Messages to the e-mail address on your account.',
    enabledField: 'emailEnabled',
    options: [
      {
        field: 'emailConfirmationOnly',
        label: 'Confirmation only',
        covers: 'Your order confirmation with its delivery window',
      },
      { field: 'emailAllUpdates', label: 'All updates', covers: 'Every step, from confirmation to delivery' },
    ],
  },
];

const FIELDS = Object.keys(DEFAULT_PREFERENCES) as PreferenceField[];

/** Just the nine switches: the server refuses any other field. */
export function pickPreferences(source: NotificationPreferences): NotificationPreferences {
  return Object.fromEntries(
    FIELDS.map((field) => [field, source[field]]),
  ) as unknown as NotificationPreferences;
}
