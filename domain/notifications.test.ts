import { describe, expect, it } from 'vitest';
import {
  applyToggle,
  channelsFor,
  DEFAULT_PREFERENCES,
  normalizePreferences,
  ORDER_NOTICE_EVENTS,
  type NotificationPreferences,
  type OrderNoticeEvent,
} from './notifications.ts';
import { NotificationPreferencesSchema } from './notifications.schemas.ts';

const prefs = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  ...DEFAULT_PREFERENCES,
  ...overrides,
});
const member = { guest: false };
const receivers = (p: NotificationPreferences | null, guest = false) =>
  Object.fromEntries(ORDER_NOTICE_EVENTS.map((e) => [e, channelsFor(p, e, { guest })]));
const eventsOn = (p: NotificationPreferences, channel: 'sms' | 'push' | 'email') =>
  ORDER_NOTICE_EVENTS.filter((e) => channelsFor(p, e, member).includes(channel));

describe('DEFAULT_PREFERENCES (spec §3)', () => {
  it('has SMS and push on with all updates, e-mail on with confirmation only', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      smsEnabled: true,
      smsAllUpdates: true,
      smsCriticalOnly: false,
      pushEnabled: true,
      pushAllUpdates: true,
      pushCriticalOnly: false,
      emailEnabled: true,
      emailAllUpdates: false,
      emailConfirmationOnly: true,
    });
  });
});

describe('applyToggle (spec §4)', () => {
  it.each([
    ['sms', 'smsAllUpdates', 'smsCriticalOnly'],
    ['push', 'pushAllUpdates', 'pushCriticalOnly'],
  ] as const)('%s: all updates and critical only turn each other off', (_, all, critical) => {
    const criticalOn = applyToggle(prefs(), critical, true);
    expect(criticalOn[critical]).toBe(true);
    expect(criticalOn[all]).toBe(false);
    const allOn = applyToggle(criticalOn, all, true);
    expect(allOn[all]).toBe(true);
    expect(allOn[critical]).toBe(false);
  });

  it('e-mail: confirmation only and all updates are mutually exclusive', () => {
    const all = applyToggle(prefs(), 'emailAllUpdates', true);
    expect(all).toMatchObject({ emailAllUpdates: true, emailConfirmationOnly: false });
    const confirmation = applyToggle(all, 'emailConfirmationOnly', true);
    expect(confirmation).toMatchObject({ emailAllUpdates: false, emailConfirmationOnly: true });
  });

  it('turning a sub-option off selects the other one', () => {
    expect(applyToggle(prefs(), 'smsAllUpdates', false)).toMatchObject({
      smsAllUpdates: false,
      smsCriticalOnly: true,
    });
    expect(applyToggle(prefs(), 'emailConfirmationOnly', false)).toMatchObject({
      emailConfirmationOnly: false,
      emailAllUpdates: true,
    });
  });

  it('leaves the other channels alone and keeps a switched-off channel’s choice', () => {
    const next = applyToggle(prefs(), 'pushCriticalOnly', true);
    expect(next).toEqual({ ...DEFAULT_PREFERENCES, pushAllUpdates: false, pushCriticalOnly: true });
    const off = applyToggle(next, 'pushEnabled', false);
    expect(off).toEqual({ ...next, pushEnabled: false });
    expect(applyToggle(off, 'pushEnabled', true)).toEqual(next);
  });

  it('does not change its input', () => {
    const input = prefs();
    applyToggle(input, 'smsCriticalOnly', true);
    expect(input).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('normalizePreferences', () => {
  it('keeps a valid set as it is', () => {
    const valid = prefs({ smsAllUpdates: false, smsCriticalOnly: true, emailEnabled: false });
    expect(normalizePreferences(valid)).toEqual(valid);
  });

  it('resolves a pair with both or neither set to the channel default', () => {
    expect(
      normalizePreferences(
        prefs({
          smsCriticalOnly: true,
          pushAllUpdates: false,
          emailAllUpdates: true,
          emailConfirmationOnly: true,
        }),
      ),
    ).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('channelsFor', () => {
  it('defaults: confirmed goes everywhere; other updates by SMS and push; the receipt by e-mail on delivery', () => {
    expect(receivers(null)).toEqual({
      confirmed: ['sms', 'push', 'email'],
      driver_assigned: ['sms', 'push'],
      picked_up: ['sms', 'push'],
      eta: ['sms', 'push'],
      arrived: [],
      delivered: ['email'],
      cancelled: ['sms', 'push'],
      returned: ['sms', 'push'],
    });
    expect(receivers(prefs())).toEqual(receivers(null));
  });

  it('SMS and push all updates: confirmed, driver assigned, pickup, ETA, cancelled, returned', () => {
    const expected: OrderNoticeEvent[] = [
      'confirmed',
      'driver_assigned',
      'picked_up',
      'eta',
      'cancelled',
      'returned',
    ];
    expect(eventsOn(prefs(), 'sms')).toEqual(expected);
    expect(eventsOn(prefs(), 'push')).toEqual(expected);
  });

  it('SMS and push critical only: confirmed, arrived, delivered, cancelled, returned', () => {
    const critical = prefs({
      smsAllUpdates: false,
      smsCriticalOnly: true,
      pushAllUpdates: false,
      pushCriticalOnly: true,
    });
    const expected: OrderNoticeEvent[] = ['confirmed', 'arrived', 'delivered', 'cancelled', 'returned'];
    expect(eventsOn(critical, 'sms')).toEqual(expected);
    expect(eventsOn(critical, 'push')).toEqual(expected);
  });

  it('e-mail confirmation only gets the confirmation and the receipt; all updates gets every event', () => {
    expect(eventsOn(prefs(), 'email')).toEqual(['confirmed', 'delivered']);
    const all = prefs({ emailAllUpdates: true, emailConfirmationOnly: false });
    expect(eventsOn(all, 'email')).toEqual([...ORDER_NOTICE_EVENTS]);
  });

  it('a disabled channel gets nothing, whatever its sub-option', () => {
    const off = prefs({ smsEnabled: false, pushEnabled: false, emailEnabled: false, emailAllUpdates: true });
    for (const event of ORDER_NOTICE_EVENTS) expect(channelsFor(off, event, member)).toEqual([]);
    const smsOff = prefs({ smsEnabled: false });
    expect(channelsFor(smsOff, 'confirmed', member)).toEqual(['push', 'email']);
  });

  it('reads an inconsistent row as the channel default', () => {
    const neither = prefs({ smsAllUpdates: false, smsCriticalOnly: false });
    expect(channelsFor(neither, 'picked_up', member)).toEqual(['sms', 'push']);
  });

  it('guests get e-mail only: the confirmation and the outcomes, whatever preferences are passed', () => {
    const expected = {
      confirmed: ['email'],
      driver_assigned: [],
      picked_up: [],
      eta: [],
      arrived: [],
      delivered: ['email'],
      cancelled: ['email'],
      returned: ['email'],
    };
    expect(receivers(null, true)).toEqual(expected);
    expect(receivers(prefs({ emailEnabled: false }), true)).toEqual(expected);
  });
});

describe('NotificationPreferencesSchema', () => {
  it('accepts the nine booleans', () => {
    expect(NotificationPreferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses missing, non-boolean and unknown fields', () => {
    const { smsEnabled: _, ...missing } = DEFAULT_PREFERENCES;
    expect(NotificationPreferencesSchema.safeParse(missing).success).toBe(false);
    const wrong = NotificationPreferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, smsEnabled: 'yes' });
    expect(wrong.error?.issues[0]?.message).toBe('SMS must be true or false');
    expect(NotificationPreferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, extra: true }).success).toBe(
      false,
    );
  });
});
