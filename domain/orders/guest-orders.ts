import { z } from 'zod';

/** How staff screens mark an order placed without an account. */
export const GUEST_CHECKOUT_LABEL = 'Guest checkout';

/** How a guest order was linked to the customer: the same e-mail address, or only the same phone line. */
export const GUEST_MATCHES = ['email', 'phone'] as const;
export const GuestMatchSchema = z.enum(GUEST_MATCHES);
export type GuestMatch = z.infer<typeof GuestMatchSchema>;

/** Who to look guest orders up for: an e-mail address and/or a phone number, as a person typed them. */
export interface GuestOrdersOf {
  email: string | null;
  phone: string | null;
}

/** An e-mail as checkout stores it: trimmed, lower case. Null when blank. */
export function guestEmailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase() ?? '';
  return key.includes('@') ? key : null;
}

/** A phone as checkout stores it: its ten digits (a leading US 1 dropped). Null unless ten digits remain. */
export function guestPhoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? ten : null;
}
