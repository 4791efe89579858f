import { SETUP_LINK_HOURS } from '#server/modules/users/account-setup.service.ts';
import { emailMessage } from '#server/modules/notifications/email/render-email.ts';
import { courierApprovedEmail, courierRejectedEmail } from './emails/courier-application.tsx';

interface Applicant {
  fullName: string;
  email: string;
}

/** The approval: a set-password link for a new account, or the courier app for an account that has a password. */
export function approvedEmail(userId: string, a: Applicant, link: string | null, publicUrl: string) {
  return emailMessage(
    courierApprovedEmail,
    { publicUrl, fullName: a.fullName, link, linkHours: SETUP_LINK_HOURS },
    { userId, toAddress: a.email, template: 'courier-approved' },
  );
}

export function rejectedEmail(a: Applicant, reason: string, publicUrl: string) {
  return emailMessage(
    courierRejectedEmail,
    { publicUrl, fullName: a.fullName, reason },
    { userId: null, toAddress: a.email, template: 'courier-rejected' },
  );
}
