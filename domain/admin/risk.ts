import { z } from 'zod';
import { BOROUGHS } from '../compliance/delivery-area.ts';
import { Instant } from '../orders/tracking-response.ts';
import { RISK_RULE_KEYS } from '../risk/rules.ts';
import { RiskReasonSchema } from '../risk/score.ts';

/** One rule on the risk page: its switch, weight and parameters, with what it means in words. */
export const RiskRuleViewSchema = z.strictObject({
  key: z.enum(RISK_RULE_KEYS),
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  weight: z.number().int().min(0).max(100),
  parameters: z.record(z.string(), z.number()),
  updatedAt: Instant,
});
export type RiskRuleView = z.infer<typeof RiskRuleViewSchema>;

/** `GET /api/admin/risk/rules`: every rule and the hold threshold. */
export const RiskConfigResponseSchema = z.strictObject({
  rules: z.array(RiskRuleViewSchema),
  threshold: z.strictObject({ value: z.number().int().min(1), updatedAt: Instant }),
});
export type RiskConfigResponse = z.infer<typeof RiskConfigResponseSchema>;

/** `PATCH /api/admin/risk/rules/:key`: the rule as saved. */
export const RiskRuleResponseSchema = z.strictObject({ rule: RiskRuleViewSchema });
export type RiskRuleResponse = z.infer<typeof RiskRuleResponseSchema>;

/** `PUT /api/admin/risk/threshold`: the threshold as saved. */
export const RiskThresholdResponseSchema = z.strictObject({
  threshold: z.strictObject({ value: z.number().int().min(1), updatedAt: Instant }),
});
export type RiskThresholdResponse = z.infer<typeof RiskThresholdResponseSchema>;

/** The order's risk as staff see it in the order list (a badge). */
export const OrderRiskBadgeSchema = z.strictObject({
  score: z.number().int().nonnegative(),
  held: z.boolean(),
});

/** The order's risk in the staff order detail: the score, each reason, and since when it is held (or null). */
export const OrderRiskPanelSchema = z.strictObject({
  score: z.number().int().nonnegative(),
  reasons: z.array(RiskReasonSchema),
  heldAt: Instant.nullable(),
});
export type OrderRiskPanel = z.infer<typeof OrderRiskPanelSchema>;

/** Orders waiting for review, oldest first. */
export const HeldOrderSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  createdAt: Instant,
  heldAt: Instant,
  customerName: z.string(),
  email: z.string(),
  guest: z.boolean(),
  borough: z.enum(BOROUGHS),
  shopName: z.string().nullable(),
  totalCents: z.number().int().nonnegative(),
  score: z.number().int().nonnegative(),
  reasons: z.array(RiskReasonSchema),
});
export type HeldOrder = z.infer<typeof HeldOrderSchema>;

export const HELD_QUEUE_LIMIT = 200;

/** `GET /api/admin/risk/held`: the queue (at most HELD_QUEUE_LIMIT, `truncated` when there are more). */
export const HeldOrdersResponseSchema = z.strictObject({
  orders: z.array(HeldOrderSchema),
  truncated: z.boolean(),
});
export type HeldOrdersResponse = z.infer<typeof HeldOrdersResponseSchema>;

export const RISK_MESSAGES = {
  refused: 'Only an admin can manage risk rules and held orders',
  notHeld: 'This order is not held for review',
  unknownRule: 'There is no such risk rule',
} as const;
