import { z } from 'zod';
import { formatUsd } from '../money.ts';
import { RISK_RULE_KEYS, type RiskParameters, type RiskRule, type RiskRuleKey } from './rules.ts';

/** What the server knows about a new order and its customer when it scores it (gathered in the checkout's tx). */
export interface RiskSignals {
  totalCents: number;
  /** Null for a guest. */
  accountAgeDays: number | null;
  /** Earlier orders of the account, or of a guest's e-mail or phone, in any status. */
  earlierOrders: number;
  devicesOnAccount: number;
  accountsOnDevice: number;
  /** Orders to the same street and ZIP returned after a failed ID check, within the rule's period. */
  failedDoorChecksAtAddress: number;
  /** The customer's cancelled orders within the rule's period. */
  cancelledOrders: number;
  deliveredOrders: number;
  /** Median total of the customer's delivered orders, null with none. */
  medianDeliveredCents: number | null;
  /**
   * The most customers any one ID card shown at the door for this customer's earlier orders was shown for (this
   * customer included), within the rule's period; 0 without such a card.
   */
  customersOnSameId: number;
}

export const RiskReasonSchema = z.strictObject({
  rule: z.enum(RISK_RULE_KEYS),
  weight: z.number().int().nonnegative(),
  text: z.string(),
});
export type RiskReason = z.infer<typeof RiskReasonSchema>;

export interface RiskAssessment {
  score: number;
  reasons: RiskReason[];
  /** At or above the threshold: the order waits in `pending` for a human. */
  held: boolean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Each rule's test: the reason's text when it trips, else null. */
const CHECKS: { [K in RiskRuleKey]: (s: RiskSignals, p: RiskParameters[K]) => string | null } = {
  new_account_large_first_order: (s, p) => {
    if (s.earlierOrders > 0 || s.totalCents < p.minTotalCents) return null;
    const first = `first order of ${formatUsd(s.totalCents)} (at least ${formatUsd(p.minTotalCents)})`;
    if (s.accountAgeDays === null) return `Guest with no earlier order; ${first}`;
    if (s.accountAgeDays > p.maxAccountAgeDays) return null;
    const age =
      s.accountAgeDays === 0 ? 'Account opened today' : `Account ${plural(s.accountAgeDays, 'day')} old`;
    return `${age}; ${first}`;
  },
  many_devices_on_account: (s, p) =>
    s.devicesOnAccount >= p.minDevices
      ? `Account used from ${plural(s.devicesOnAccount, 'device')} (at least ${p.minDevices})`
      : null,
  many_accounts_on_device: (s, p) =>
    s.accountsOnDevice >= p.minAccounts
      ? `This device signed in to ${plural(s.accountsOnDevice, 'account')} (at least ${p.minAccounts})`
      : null,
  failed_door_checks_at_address: (s, p) =>
    s.failedDoorChecksAtAddress >= p.minFailures
      ? `${plural(s.failedDoorChecksAtAddress, 'order')} to this address returned after a failed ID check in ${plural(p.withinDays, 'day')} (at least ${p.minFailures})`
      : null,
  many_cancelled_orders: (s, p) =>
    s.cancelledOrders >= p.minCancelled
      ? `${plural(s.cancelledOrders, 'cancelled order')} in ${plural(p.withinDays, 'day')} (at least ${p.minCancelled})`
      : null,
  one_id_many_customers: (s, p) =>
    s.customersOnSameId >= p.minCustomers
      ? `An ID shown at this customer's door was shown for ${plural(s.customersOnSameId, 'customer')} in ${plural(p.withinDays, 'day')} (at least ${p.minCustomers})`
      : null,
  order_above_usual: (s, p) => {
    const usual = s.medianDeliveredCents;
    if (s.deliveredOrders < p.minDeliveredOrders || !usual || s.totalCents < usual * p.multiplier)
      return null;
    const times = (Math.floor((s.totalCents / usual) * 10) / 10).toFixed(1);
    return `Total ${formatUsd(s.totalCents)} is ${times}× the usual ${formatUsd(usual)} (median of ${plural(s.deliveredOrders, 'delivered order')}; at least ${p.multiplier}×)`;
  },
};

function reasonOf(rule: RiskRule, signals: RiskSignals): string | null {
  const check = CHECKS[rule.key] as (s: RiskSignals, p: RiskRule['parameters']) => string | null;
  return check(signals, rule.parameters);
}

/** Scores an order: the sum of the weights of the switched-on rules it trips, each with its reason. */
export function scoreOrder(
  signals: RiskSignals,
  rules: readonly RiskRule[],
  threshold: number,
): RiskAssessment {
  const reasons: RiskReason[] = [];
  for (const rule of rules) {
    if (!rule.enabled) continue;
    const text = reasonOf(rule, signals);
    if (text) reasons.push({ rule: rule.key, weight: rule.weight, text });
  }
  const score = reasons.reduce((sum, r) => sum + r.weight, 0);
  return { score, reasons, held: score >= threshold };
}

/** Why a held order cannot move on, or null: only a release (or a cancel) takes it out of review. */
export const HELD_MESSAGE = 'This order is held for risk review; an admin must approve it first';
export function holdProblem(heldAt: unknown, to: string): string | null {
  return heldAt && to !== 'cancelled' ? HELD_MESSAGE : null;
}
