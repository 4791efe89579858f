import type { z } from 'zod';
import { SETTING_KEYS, type StoreSettings, type StoreSettingsSchema } from '#domain/admin/settings.ts';

/** The form's values: the settings as typed, before the schema trims and sorts the ZIP codes. */
export type SettingsValues = z.input<typeof StoreSettingsSchema>;

/** A value in one canonical form, so key order and ZIP order do not count as a change. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    return items.every((v) => typeof v === 'string') ? [...new Set(items as string[])].sort() : items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return typeof value === 'string' ? value.trim() : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Only the settings whose value differs from what was saved: what the PUT sends. */
export function changedSettings<T extends SettingsValues | StoreSettings>(
  saved: StoreSettings,
  values: T,
): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of SETTING_KEYS) {
    if (!same(saved[key], values[key])) (changes as Record<string, unknown>)[key] = values[key];
  }
  return changes;
}

/** The section names of the changed settings, for the save bar. */
export const SETTING_LABELS: Record<(typeof SETTING_KEYS)[number], string> = {
  storeHours: 'Store hours',
  deliveryFees: 'Delivery fees',
  freeDeliveryThresholdCents: 'Free-delivery threshold',
  firstOrderPercent: 'First-order discount',
  deliveryZips: 'Delivery ZIP codes',
  mapTileUrl: 'Map tiles',
  features: 'Feature switches',
  signatureRetentionDays: 'Signature retention',
  carryLimitsCents: 'Carry limits',
  edibleLimits: 'Edible limits',
};
