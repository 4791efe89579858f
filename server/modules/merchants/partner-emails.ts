import type { queueNotification } from '#server/modules/notifications/notifications.service.ts';
import { SETUP_LINK_HOURS } from '#server/modules/users/account-setup.service.ts';

type OutboxMessage = Parameters<typeof queueNotification>[1];

interface Applicant {
  shopName: string;
  contactName: string;
  email: string;
}

const first = (a: Applicant) => a.contactName.split(' ')[0];

/** The applicant's receipt: what happens next. */
export function receivedEmail(a: Applicant, licenseNumber: string): OutboxMessage {
  return {
    userId: null,
    channel: 'email',
    toAddress: a.email,
    template: 'partner-received',
    subject: `We received ${a.shopName}'s partner application`,
    body: `Hi ${first(a)},\n\nThank you for applying to sell through New York Minute NYC. Our partnerships team will check licence ${licenseNumber} with the Office of Cannabis Management and reply within 3 business days.`,
  };
}

/** The approval: a set-password link for a new account, or the portal for an account that has a password. */
export function approvedEmail(
  userId: string,
  a: Applicant,
  link: string | null,
  publicUrl: string,
): OutboxMessage {
  const next = link
    ? `Set your password with this link (valid for ${SETUP_LINK_HOURS} hours, once):\n${link}\n\nThen sign in at ${publicUrl}/merchant/dashboard to take your first orders.`
    : `Sign in at ${publicUrl}/merchant/dashboard with your account's password to take your first orders.`;
  return {
    userId,
    channel: 'email',
    toAddress: a.email,
    template: 'partner-approved',
    subject: `Welcome to New York Minute NYC: ${a.shopName} is a partner shop`,
    body: `Hi ${first(a)},\n\n${a.shopName} is now a partner shop of New York Minute NYC.\n\n${next}\n\nAdd your products, opening hours and logo from the portal; your shop page is live on ${publicUrl}/partner-shops.`,
  };
}

export function rejectedEmail(a: Applicant, reason: string): OutboxMessage {
  return {
    userId: null,
    channel: 'email',
    toAddress: a.email,
    template: 'partner-rejected',
    subject: `${a.shopName}'s partner application to New York Minute NYC`,
    body: `Hi ${first(a)},\n\nThank you for applying to sell through New York Minute NYC. We cannot approve ${a.shopName}'s application:\n\n${reason}\n\nYou may apply again once this no longer applies.`,
  };
}
