import { z } from 'zod';
import { BOROUGHS, boroughForZip, DELIVERY_ZIPS, type Borough } from '../compliance/delivery-area.ts';
import {
  DEFAULT_STORE_HOURS,
  everyDay,
  hourLabel,
  WEEKDAYS,
  type WeeklyHours,
} from '../compliance/store-hours.ts';
import { COMPLIANCE, FREE_DELIVERY_THRESHOLD_CENTS } from '../compliance/rules.ts';
import { formatUsd } from '../money.ts';
import { SIGNATURE_RETENTION_DAYS } from '../id-check/messages.ts';

export { SIGNATURE_RETENTION_DAYS };
import { DEFAULT_DELIVERY_FEES, FIRST_ORDER_PERCENT } from '../pricing.ts';

/** Every store setting an admin may change, with the schema the server and the settings form share. */
const cents = (what: string, max = 100_000) =>
  z
    .number({ error: `${what} must be an amount in cents` })
    .int(`${what} must be whole cents`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} cannot be more than ${formatUsd(max)}`);

/** 9 NYCRR 125: never 00:00–08:00 New York time. */
const EARLIEST_HOUR = 8;
export const DayHoursSchema = z
  .strictObject({
    opensHour: z
      .number()
      .int('Opening hour must be a whole hour')
      .min(EARLIEST_HOUR, `The store cannot open before ${hourLabel(EARLIEST_HOUR)} (9 NYCRR 125)`)
      .max(23, 'Opening hour must be 23 or earlier'),
    closesHour: z
      .number()
      .int('Closing hour must be a whole hour')
      .min(EARLIEST_HOUR + 1, 'Closing hour must be 9 or later')
      .max(24, 'The store must close by midnight (9 NYCRR 125)'),
  })
  .refine((h) => h.opensHour < h.closesHour, { error: 'Closing time must be after opening time' });

export const WeeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d, DayHoursSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof DayHoursSchema
  >,
);

/** Reads the older single opens/closes pair as the same hours every day. */
const StoredHoursSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && 'opensHour' in v ? everyDay(v as never) : v),
  WeeklyHoursSchema,
);

const feeFor = (b: Borough) => cents(`The ${b} delivery fee`, 10_000);
export const DeliveryFeesSchema = z.strictObject(
  Object.fromEntries(BOROUGHS.map((b) => [b, feeFor(b)])) as Record<Borough, ReturnType<typeof cents>>,
);

export const DeliveryZipsSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'A ZIP code has 5 digits')
      .refine((zip) => boroughForZip(zip) !== null, {
        error: (issue) => `ZIP ${String(issue.input)} is not in Manhattan, Brooklyn or Queens`,
      }),
  )
  .min(1, 'Deliver to at least one ZIP code')
  .transform((zips) => [...new Set(zips)].sort());

/** 9 NYCRR 125: the value one courier may carry; the store may set less, never more. */
const carry = (vehicle: 'light' | 'car', label: string) =>
  cents(`The ${label} carry limit`, COMPLIANCE.courierCarryLimitCents[vehicle]).refine((v) => v > 0, {
    error: `The ${label} carry limit must be more than $0.00`,
  });
export const CarryLimitsSchema = z.strictObject({
  light: carry('light', 'bike and scooter'),
  car: carry('car', 'car'),
});

/** OCM packaging rule: at most 10 mg THC a serving and 100 mg a package; the store's edible THC cap per order. */
export const EdibleLimitsSchema = z
  .strictObject({
    mgPerServing: z
      .number()
      .positive('The edible serving limit must be more than 0 mg')
      .max(
        COMPLIANCE.edibleMgPerServing,
        `An edible serving may hold at most ${COMPLIANCE.edibleMgPerServing} mg THC (OCM)`,
      ),
    mgPerPackage: z
      .number()
      .positive('The edible package limit must be more than 0 mg')
      .max(
        COMPLIANCE.edibleMgPerPackage,
        `An edible package may hold at most ${COMPLIANCE.edibleMgPerPackage} mg THC (OCM)`,
      ),
    mgPerOrder: z
      .number({ error: 'Enter the edible THC limit per order' })
      .int('The edible limit per order must be a whole number of mg')
      .positive('The edible limit per order must be more than 0 mg')
      .max(10_000, 'The edible limit per order can be at most 10,000 mg')
      .default(COMPLIANCE.edibleMgPerOrder),
  })
  .refine((l) => l.mgPerPackage <= l.mgPerOrder, {
    error: 'An order must allow at least one full package',
  })
  .refine((l) => l.mgPerServing <= l.mgPerPackage, {
    error: 'A serving cannot hold more THC than its package',
  });

export const FeaturesSchema = z.strictObject({ giveaway: z.boolean(), supportChat: z.boolean() });

export const SETTING_SCHEMAS = {
  storeHours: WeeklyHoursSchema,
  deliveryFees: DeliveryFeesSchema,
  freeDeliveryThresholdCents: cents('The free-delivery threshold'),
  firstOrderPercent: z
    .number()
    .int('The first-order discount must be a whole percent')
    .min(0, 'The first-order discount cannot be negative')
    .max(50, 'The first-order discount can be at most 50%'),
  deliveryZips: DeliveryZipsSchema,
  mapTileUrl: z
    .string()
    .trim()
    .max(500, 'The map tile address can be at most 500 characters')
    .refine(
      (u) =>
        u === '' || (/^https:\/\//.test(u) && u.includes('{z}') && u.includes('{x}') && u.includes('{y}')),
      {
        error: 'The map tile address must be an https address with {z}, {x} and {y}, or empty',
      },
    ),
  features: FeaturesSchema,
  carryLimitsCents: CarryLimitsSchema,
  edibleLimits: EdibleLimitsSchema,
  signatureRetentionDays: z
    .number({ error: 'Enter how many days to keep delivery signatures' })
    .int('Keep signatures a whole number of days')
    .min(SIGNATURE_RETENTION_DAYS.min, `Keep signatures at least ${SIGNATURE_RETENTION_DAYS.min} days`)
    .max(
      SIGNATURE_RETENTION_DAYS.max,
      `Keep signatures at most ${SIGNATURE_RETENTION_DAYS.max} days (5 years)`,
    ),
};
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

/** How a stored value is read: the same rules, and the older hours shape. */
export const STORED_SETTING_SCHEMAS: Record<SettingKey, z.ZodType> = {
  ...SETTING_SCHEMAS,
  storeHours: StoredHoursSchema,
};

export const StoreSettingsSchema = z.strictObject(SETTING_SCHEMAS);
export type StoreSettings = z.output<typeof StoreSettingsSchema>;
export type WeeklyStoreHours = WeeklyHours;

/** `PUT /api/admin/settings`: any of the settings; those left out stay as they are. */
export const SettingsUpdateSchema = StoreSettingsSchema.partial().refine((u) => Object.keys(u).length > 0, {
  error: 'Change at least one setting',
});
export type SettingsUpdate = z.output<typeof SettingsUpdateSchema>;

export function defaultSettings(mapTileUrl: string): StoreSettings {
  return {
    storeHours: everyDay(DEFAULT_STORE_HOURS),
    deliveryFees: { ...DEFAULT_DELIVERY_FEES },
    freeDeliveryThresholdCents: FREE_DELIVERY_THRESHOLD_CENTS,
    firstOrderPercent: FIRST_ORDER_PERCENT,
    deliveryZips: [...DELIVERY_ZIPS].sort(),
    mapTileUrl,
    features: { giveaway: false, supportChat: false },
    carryLimitsCents: { ...COMPLIANCE.courierCarryLimitCents },
    edibleLimits: {
      mgPerServing: COMPLIANCE.edibleMgPerServing,
      mgPerPackage: COMPLIANCE.edibleMgPerPackage,
      mgPerOrder: COMPLIANCE.edibleMgPerOrder,
    },
    signatureRetentionDays: SIGNATURE_RETENTION_DAYS.default,
  };
}

/** The answer of GET and PUT /api/admin/settings. */
export const SettingsResponseSchema = z.strictObject({ settings: StoreSettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;
