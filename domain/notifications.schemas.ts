import { z } from 'zod';

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** The nine spec §3 preference switches; the whole set is sent on every save. */
export const NotificationPreferencesSchema = z.strictObject({
  smsEnabled: flag('SMS'),
  smsAllUpdates: flag('SMS all updates'),
  smsCriticalOnly: flag('SMS critical only'),
  pushEnabled: flag('Push'),
  pushAllUpdates: flag('Push all updates'),
  pushCriticalOnly: flag('Push critical only'),
  emailEnabled: flag('E-mail'),
  emailAllUpdates: flag('E-mail all updates'),
  emailConfirmationOnly: flag('E-mail confirmation only'),
});
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesSchema>;
