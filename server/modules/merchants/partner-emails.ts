import { emailMessage } from '#server/modules/notifications/email/render-email.ts';
import {
  partnerApprovedEmail,
  partnerReceivedEmail,
  partnerRejectedEmail,
} from './emails/partner-application.tsx';
import { SETUP_LINK_HOURS } from '#server/modules/users/account-setup.service.ts';

interface Applicant {
  shopName: string;
  contactName: string;
  email: string;
}

const names = (a: Applicant) => ({ shopName: a.shopName, contactName: a.contactName });

/** The applicant's receipt: what happens next. */
export function receivedEmail(a: Applicant, licenseNumber: string, publicUrl: string) {
  return emailMessage(
    partnerReceivedEmail,
    { publicUrl, ...names(a), licenseNumber },
    { userId: null, toAddress: a.email, template: 'partner-received' },
  );
}

/** The approval: a set-password link for a new account, or the portal for an account that has a password. */
export function approvedEmail(userId: string, a: Applicant, link: string | null, publicUrl: string) {
  return emailMessage(
    partnerApprovedEmail,
    { publicUrl, ...names(a), link, linkHours: SETUP_LINK_HOURS },
    { userId, toAddress: a.email, template: 'partner-approved' },
  );
}

export function rejectedEmail(a: Applicant, reason: string, publicUrl: string) {
  return emailMessage(
    partnerRejectedEmail,
    { publicUrl, ...names(a), reason },
    { userId: null, toAddress: a.email, template: 'partner-rejected' },
  );
}
