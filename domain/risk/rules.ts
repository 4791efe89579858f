import { z } from 'zod';

/** The risk rules the store scores every new order with; each has a weight, a switch and its own parameters. */
export const RISK_RULE_KEYS = [
  'new_account_large_first_order',
  'many_devices_on_account',
  'many_accounts_on_device',
  'failed_door_checks_at_address',
  'many_cancelled_orders',
  'order_above_usual',
  'one_id_many_customers',
] as const;
export type RiskRuleKey = (typeof RISK_RULE_KEYS)[number];

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const days = (label: string) => whole(label, 1, 365);
const cents = (label: string) => whole(label, 100, 10_000_000);

/** Each rule's parameters: checked when an admin edits them and when they are read from the table. */
export const RISK_PARAMETER_SCHEMAS = {
  new_account_large_first_order: z.strictObject({
    maxAccountAgeDays: whole('The account age', 0, 365),
    minTotalCents: cents('The order total'),
  }),
  many_devices_on_account: z.strictObject({ minDevices: whole('The number of devices', 2, 100) }),
  many_accounts_on_device: z.strictObject({ minAccounts: whole('The number of accounts', 2, 100) }),
  failed_door_checks_at_address: z.strictObject({
    minFailures: whole('The number of failed checks', 1, 100),
    withinDays: days('The period'),
  }),
  many_cancelled_orders: z.strictObject({
    minCancelled: whole('The number of cancelled orders', 1, 100),
    withinDays: days('The period'),
  }),
  order_above_usual: z.strictObject({
    multiplier: z
      .number({ error: 'The multiple must be a number' })
      .min(1.5, 'The multiple must be at least 1.5')
      .max(20, 'The multiple must be at most 20'),
    minDeliveredOrders: whole('The number of delivered orders', 1, 50),
  }),
  one_id_many_customers: z.strictObject({
    minCustomers: whole('The number of customers', 2, 100),
    withinDays: days('The period'),
  }),
} as const satisfies Record<RiskRuleKey, z.ZodType>;

export type RiskParameters = { [K in RiskRuleKey]: z.infer<(typeof RISK_PARAMETER_SCHEMAS)[K]> };

export const RiskWeightSchema = whole('The weight', 0, 100);
export const RiskThresholdSchema = whole('The hold threshold', 1, 1000);

/** One rule as configured: a union over the keys, so parameters always match their rule. */
export type RiskRule = {
  [K in RiskRuleKey]: { key: K; enabled: boolean; weight: number; parameters: RiskParameters[K] };
}[RiskRuleKey];

/** The rules' defaults, seeded into the table by the migration (keep both in step). */
export const DEFAULT_RISK_RULES: readonly RiskRule[] = [
  {
    key: 'new_account_large_first_order',
    enabled: true,
    weight: 40,
    parameters: { maxAccountAgeDays: 7, minTotalCents: 30_000 },
  },
  { key: 'many_devices_on_account', enabled: true, weight: 25, parameters: { minDevices: 4 } },
  { key: 'many_accounts_on_device', enabled: true, weight: 35, parameters: { minAccounts: 3 } },
  {
    key: 'failed_door_checks_at_address',
    enabled: true,
    weight: 40,
    parameters: { minFailures: 2, withinDays: 180 },
  },
  {
    key: 'many_cancelled_orders',
    enabled: true,
    weight: 20,
    parameters: { minCancelled: 3, withinDays: 90 },
  },
  {
    key: 'order_above_usual',
    enabled: true,
    weight: 30,
    parameters: { multiplier: 3, minDeliveredOrders: 3 },
  },
  {
    key: 'one_id_many_customers',
    enabled: true,
    weight: 40,
    parameters: { minCustomers: 3, withinDays: 180 },
  },
];
export const DEFAULT_RISK_THRESHOLD = 60;

/** What staff read about each rule on the risk page. */
export const RISK_RULE_INFO: Record<RiskRuleKey, { label: string; description: string }> = {
  new_account_large_first_order: {
    label: 'New account, large first order',
    description:
      'A first order at or above the amount from an account younger than the age given (a guest with no earlier order counts as new).',
  },
  many_devices_on_account: {
    label: 'Many devices on one account',
    description: 'The account has been used from at least this many devices.',
  },
  many_accounts_on_device: {
    label: 'Many accounts on one device',
    description: 'The device placing the order has signed in to at least this many accounts.',
  },
  failed_door_checks_at_address: {
    label: 'Failed door checks at the address',
    description:
      'Orders to the same street and ZIP were returned after a failed ID check (under 21, no valid ID, not the recipient) this many times in the period.',
  },
  many_cancelled_orders: {
    label: 'Many cancelled orders',
    description:
      'The customer (account, or a guest by e-mail or phone) cancelled this many orders in the period.',
  },
  order_above_usual: {
    label: 'Order far above the usual',
    description:
      'The total is at least this multiple of the median of the customer’s delivered orders, once they have enough of them.',
  },
  one_id_many_customers: {
    label: 'One ID for many customers',
    description:
      'An ID shown at the door for this customer’s earlier orders was shown for at least this many different customers’ orders in the period (matched by a keyed hash, never the ID number).',
  },
};

/** `PATCH /api/admin/risk/rules/:key`: any of the switch, the weight and the parameters (checked per rule). */
export const RiskRulePatchSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'The switch must be on or off' }).optional(),
    weight: RiskWeightSchema.optional(),
    parameters: z.record(z.string(), z.unknown(), { error: 'The parameters must be an object' }).optional(),
  })
  .refine((p) => p.enabled !== undefined || p.weight !== undefined || p.parameters !== undefined, {
    message: 'Change the switch, the weight or the parameters',
  });
export type RiskRulePatch = z.infer<typeof RiskRulePatchSchema>;

export const RiskThresholdPatchSchema = z.strictObject({ threshold: RiskThresholdSchema });

/** `POST /api/admin/risk/held/:id/approve`: why the order may go on (kept in the audit log and the timeline). */
export const RiskApproveSchema = z.strictObject({
  note: z
    .string({ error: 'Write why the order may go ahead' })
    .trim()
    .min(3, 'The note must be at least 3 characters')
    .max(500, 'Keep the note under 500 characters'),
});

/** Parameters as a rule's schema reads them, or the first problem in its words. */
export function parseRiskParameters(key: RiskRuleKey, value: unknown) {
  return RISK_PARAMETER_SCHEMAS[key].safeParse(value);
}
