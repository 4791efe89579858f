import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_RULES, DEFAULT_RISK_THRESHOLD, type RiskRule, type RiskRuleKey } from './rules.ts';
import { holdProblem, HELD_MESSAGE, scoreOrder, type RiskSignals } from './score.ts';

/** A regular customer: an old account, a usual order, nothing odd. */
const CALM: RiskSignals = {
  totalCents: 6_000,
  accountAgeDays: 400,
  earlierOrders: 8,
  devicesOnAccount: 1,
  accountsOnDevice: 1,
  failedDoorChecksAtAddress: 0,
  cancelledOrders: 0,
  deliveredOrders: 8,
  medianDeliveredCents: 5_000,
  customersOnSameId: 0,
};

const without = (...keys: RiskRuleKey[]): RiskRule[] =>
  DEFAULT_RISK_RULES.map((r) => (keys.includes(r.key) ? { ...r, enabled: false } : r));
const reweighted = (key: RiskRuleKey, weight: number): RiskRule[] =>
  DEFAULT_RISK_RULES.map((r) => (r.key === key ? { ...r, weight } : r));

interface Row {
  name: string;
  signals: Partial<RiskSignals>;
  rules?: readonly RiskRule[];
  threshold?: number;
  score: number;
  held: boolean;
  texts: string[];
}

const NEW_ACCOUNT = 'Account 2 days old; first order of $412.00 (at least $300.00)';
const FAILED = '2 orders to this address returned after a failed ID check in 180 days (at least 2)';

const ROWS: Row[] = [
  { name: 'a regular order trips nothing', signals: {}, score: 0, held: false, texts: [] },
  {
    name: 'new account with a large first order',
    signals: {
      accountAgeDays: 2,
      earlierOrders: 0,
      deliveredOrders: 0,
      medianDeliveredCents: null,
      totalCents: 41_200,
    },
    score: 40,
    held: false,
    texts: [NEW_ACCOUNT],
  },
  {
    name: 'an account opened today reads so',
    signals: { accountAgeDays: 0, earlierOrders: 0, deliveredOrders: 0, totalCents: 30_000 },
    score: 40,
    held: false,
    texts: ['Account opened today; first order of $300.00 (at least $300.00)'],
  },
  {
    name: 'an old account’s large first order is not new-account risk',
    signals: { accountAgeDays: 8, earlierOrders: 0, deliveredOrders: 0, totalCents: 41_200 },
    score: 0,
    held: false,
    texts: [],
  },
  {
    name: 'a guest with no earlier order counts as new',
    signals: { accountAgeDays: null, earlierOrders: 0, deliveredOrders: 0, totalCents: 50_000 },
    score: 40,
    held: false,
    texts: ['Guest with no earlier order; first order of $500.00 (at least $300.00)'],
  },
  {
    name: 'a small first order is fine',
    signals: { accountAgeDays: 1, earlierOrders: 0, deliveredOrders: 0, totalCents: 29_999 },
    score: 0,
    held: false,
    texts: [],
  },
  {
    name: 'many devices on one account',
    signals: { devicesOnAccount: 4 },
    score: 25,
    held: false,
    texts: ['Account used from 4 devices (at least 4)'],
  },
  {
    name: 'many accounts on one device',
    signals: { accountsOnDevice: 5 },
    score: 35,
    held: false,
    texts: ['This device signed in to 5 accounts (at least 3)'],
  },
  {
    name: 'failed door checks at the address',
    signals: { failedDoorChecksAtAddress: 2 },
    score: 40,
    held: false,
    texts: [FAILED],
  },
  {
    name: 'one failed check is under the rule',
    signals: { failedDoorChecksAtAddress: 1 },
    score: 0,
    held: false,
    texts: [],
  },
  {
    name: 'one ID shown for many customers',
    signals: { customersOnSameId: 3 },
    score: 40,
    held: false,
    texts: ["An ID shown at this customer's door was shown for 3 customers in 180 days (at least 3)"],
  },
  {
    name: 'an ID shown for two customers is under the rule',
    signals: { customersOnSameId: 2 },
    score: 0,
    held: false,
    texts: [],
  },
  {
    name: 'many cancelled orders',
    signals: { cancelledOrders: 3 },
    score: 20,
    held: false,
    texts: ['3 cancelled orders in 90 days (at least 3)'],
  },
  {
    name: 'an order far above the usual',
    signals: { totalCents: 21_000 },
    score: 30,
    held: false,
    texts: ['Total $210.00 is 4.2× the usual $50.00 (median of 8 delivered orders; at least 3×)'],
  },
  {
    name: 'too few delivered orders to know the usual',
    signals: { totalCents: 21_000, deliveredOrders: 2, earlierOrders: 2 },
    score: 0,
    held: false,
    texts: [],
  },
  {
    name: 'new account and failed checks together reach the threshold',
    signals: {
      accountAgeDays: 2,
      earlierOrders: 0,
      deliveredOrders: 0,
      totalCents: 41_200,
      failedDoorChecksAtAddress: 2,
    },
    score: 80,
    held: true,
    texts: [NEW_ACCOUNT, FAILED],
  },
  {
    name: 'devices, accounts and cancellations together',
    signals: { devicesOnAccount: 6, accountsOnDevice: 3, cancelledOrders: 4 },
    score: 80,
    held: true,
    texts: [
      'Account used from 6 devices (at least 4)',
      'This device signed in to 3 accounts (at least 3)',
      '4 cancelled orders in 90 days (at least 3)',
    ],
  },
  {
    name: 'a switched-off rule neither scores nor explains',
    signals: {
      accountAgeDays: 2,
      earlierOrders: 0,
      deliveredOrders: 0,
      totalCents: 41_200,
      failedDoorChecksAtAddress: 2,
    },
    rules: without('failed_door_checks_at_address'),
    score: 40,
    held: false,
    texts: [NEW_ACCOUNT],
  },
  {
    name: 'every rule off: nothing',
    signals: { devicesOnAccount: 9, accountsOnDevice: 9, cancelledOrders: 9, failedDoorChecksAtAddress: 9 },
    rules: without(...DEFAULT_RISK_RULES.map((r) => r.key)),
    score: 0,
    held: false,
    texts: [],
  },
  {
    name: 'a zero weight explains without scoring',
    signals: { cancelledOrders: 3 },
    rules: reweighted('many_cancelled_orders', 0),
    score: 0,
    held: false,
    texts: ['3 cancelled orders in 90 days (at least 3)'],
  },
  {
    name: 'exactly the threshold holds',
    signals: { failedDoorChecksAtAddress: 2 },
    threshold: 40,
    score: 40,
    held: true,
    texts: [FAILED],
  },
  {
    name: 'one below the threshold does not hold',
    signals: { failedDoorChecksAtAddress: 2 },
    threshold: 41,
    score: 40,
    held: false,
    texts: [FAILED],
  },
];

describe('scoreOrder', () => {
  it.each(ROWS)('$name', ({ signals, rules, threshold, score, held, texts }) => {
    const result = scoreOrder(
      { ...CALM, ...signals },
      rules ?? DEFAULT_RISK_RULES,
      threshold ?? DEFAULT_RISK_THRESHOLD,
    );
    expect(result.score).toBe(score);
    expect(result.held).toBe(held);
    expect(result.reasons.map((r) => r.text)).toEqual(texts);
  });

  it('gives each reason its rule and weight', () => {
    const { reasons } = scoreOrder({ ...CALM, cancelledOrders: 3 }, DEFAULT_RISK_RULES, 60);
    expect(reasons).toEqual([
      { rule: 'many_cancelled_orders', weight: 20, text: '3 cancelled orders in 90 days (at least 3)' },
    ]);
  });
});

describe('holdProblem', () => {
  it('lets a held order be cancelled and nothing else', () => {
    const held = new Date();
    expect(holdProblem(held, 'cancelled')).toBeNull();
    expect(holdProblem(held, 'confirmed')).toBe(HELD_MESSAGE);
    expect(holdProblem(null, 'confirmed')).toBeNull();
  });
});
