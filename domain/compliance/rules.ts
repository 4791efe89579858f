/**
 * Every New York compliance value lives here, each with the rule it implements.
 * Values marked "setting" are defaults an admin may override from the store settings.
 */
export const COMPLIANCE = {
  /** NY Cannabis Law §127: adult-use buyers and recipients must be 21+. */
  minimumAge: 21,
  /** 9 NYCRR 123.3: at most 3 oz (85.05 g) of flower per transaction; pre-rolls count as flower. */
  flowerGramsPerOrder: 85.05,
  /** 9 NYCRR 123.3: at most 24 g of concentrated cannabis per transaction. */
  concentrateGramsPerOrder: 24,
  /** OCM packaging rule (setting): an edible serving at most 10 mg THC, a package at most 100 mg. */
  edibleMgPerServing: 10,
  edibleMgPerPackage: 100,
  /**
   * Store rule (setting): at most 1,000 mg of edible THC per order. NY sets no per-transaction cap for edibles
   * (9 NYCRR 123.3 caps only flower and concentrates); ten full 100 mg packages keep a delivery to what one adult
   * plausibly buys for personal use, and the figure is an admin setting.
   */
  edibleMgPerOrder: 1000,
  /** 9 NYCRR 125 (setting): deliveries only inside licensee hours, never 00:00–08:00 New York time. */
  storeOpensHour: 10,
  storeClosesHour: 22,
  timeZone: 'America/New_York',
  /** Tax Law §496-c: 13% adult-use excise (9% state + 4% local) on the discounted retail price. */
  exciseBasisPoints: 1300,
  /** 9 NYCRR 125 delivery rule (setting): value carried by one courier. */
  courierCarryLimitCents: { light: 500_000, car: 2_000_000 },
  idNotice: 'Valid ID required at delivery, must be 21+',
  /**
   * OCM record-keeping (9 NYCRR 125, value uncertain: the spec names none): sales, tax and ID-check records are kept
   * this many years, also when the customer deletes the account.
   */
  recordsRetentionYears: 5,
} as const;

export const FREE_DELIVERY_THRESHOLD_CENTS = 10_000;
