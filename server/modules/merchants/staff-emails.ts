import { STAFF_INVITATION_DAYS } from '#domain/merchant/staff.ts';
import { storeUrl } from '#server/modules/notifications/email/brand.ts';
import { emailMessage } from '#server/modules/notifications/email/render-email.ts';
import { staffInvitedEmail as template } from './emails/merchant-staff-invited.tsx';

/** The invitation, to the address the owner typed and to no account: whoever holds it signs in to answer. */
export function staffInvitedEmail(email: string, shopName: string, token: string, publicUrl: string) {
  const link = storeUrl(publicUrl, `/staff-invitation?token=${token}`);
  return emailMessage(
    template,
    { publicUrl, shopName, link, validDays: STAFF_INVITATION_DAYS },
    { userId: null, toAddress: email, template: 'merchant-staff-invited' },
  );
}
