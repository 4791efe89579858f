import { SETUP_LINK_HOURS } from '#server/modules/users/account-setup.service.ts';
import type { queueNotification } from '#server/modules/notifications/notifications.service.ts';

type OutboxMessage = Parameters<typeof queueNotification>[1];

interface Applicant {
  fullName: string;
  email: string;
}

const first = (a: Applicant) => a.fullName.split(' ')[0];

/** The approval: a set-password link for a new account, or the courier app for an account that has a password. */
export function approvedEmail(
  userId: string,
  a: Applicant,
  link: string | null,
  publicUrl: string,
): OutboxMessage {
  const next = link
    ? `Set your password with this link (valid for ${SETUP_LINK_HOURS} hours, once):\n${link}\n\nThen sign in at ${publicUrl}/courier/login and choose your PIN.`
    : `Sign in at ${publicUrl}/courier/login with your account's password and choose your PIN.`;
  return {
    userId,
    channel: 'email',
    toAddress: a.email,
    template: 'courier-approved',
    subject: 'Welcome to New York Minute NYC: your courier application is approved',
    body: `Hi ${first(a)},\n\nYour application to deliver for New York Minute NYC is approved.\n\n${next}\n\nBring a valid ID on your first shift.`,
  };
}

export function rejectedEmail(a: Applicant, reason: string): OutboxMessage {
  return {
    userId: null,
    channel: 'email',
    toAddress: a.email,
    template: 'courier-rejected',
    subject: 'Your courier application to New York Minute NYC',
    body: `Hi ${first(a)},\n\nThank you for applying to deliver for New York Minute NYC. We cannot approve your application:\n\n${reason}\n\nYou may apply again once this no longer applies.`,
  };
}
