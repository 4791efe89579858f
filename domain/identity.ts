/**
 * Who a customer is, for limits that bind a person (a coupon's "once per customer"), not for delivery: the order
 * keeps the address exactly as typed. Two spellings of one mailbox or one phone line give the same key.
 */

/** Providers that ignore dots in the mailbox name, under every domain they answer to. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox behind an address: lower case, without a `+tag` (sub-addressing, which Gmail, Outlook, iCloud,
 * Fastmail and Proton all deliver to the same mailbox) and, at Gmail, without dots.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** A US phone line: its ten digits, with or without the country code 1 and punctuation. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Everything that names one person at checkout: the account, the mailboxes and the phone line. */
export interface CustomerIdentity {
  userId: string | null;
  /** The order's contact mailbox, and the account's when it differs. */
  mailboxes: string[];
  phone: string | null;
}

export function customerIdentity(input: {
  userId: string | null;
  email: string;
  phone?: string | null;
  accountEmail?: string | null;
}): CustomerIdentity {
  const mailboxes = [input.accountEmail, input.email].filter((e): e is string => Boolean(e)).map(mailboxKey);
  const phone = input.phone ? phoneKey(input.phone) : '';
  return { userId: input.userId, mailboxes: [...new Set(mailboxes)], phone: phone || null };
}

/**
 * The lock names that serialise one person's checkouts, in a fixed order so two checkouts never deadlock. Only what
 * a checkout can race on: an account's first-order discount always, the mailboxes and phone line only when a coupon
 * (and so maybe a per-customer limit) is named; strangers who share nothing never wait for each other.
 */
export function identityLocks(identity: CustomerIdentity, withCoupon: boolean): string[] {
  if (!withCoupon) return identity.userId ? [`user:${identity.userId}`] : [];
  const names = [
    ...(identity.userId ? [`user:${identity.userId}`] : []),
    ...identity.mailboxes.map((m) => `mailbox:${m}`),
    ...(identity.phone ? [`phone:${identity.phone}`] : []),
  ];
  return [...new Set(names)].sort();
}
