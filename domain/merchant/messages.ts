/** What the merchant portal says when it refuses, worded once for the server, the web and their tests. */
export const MERCHANT_MESSAGES = {
  /** A signed-in account that is not a merchant (customer, courier, staff of the store). */
  noAccess: 'This account is not a partner shop account.',
  /** A merchant account that works for no shop. */
  noShop: 'This account is not linked to a partner shop. Ask the shop owner or our team to add you.',
  /** Staff asking for an owner-only action (settings, payouts, staff, prices). */
  ownerOnly: 'Only the shop owner can do this',
} as const;
