import { emailMessage } from '#server/modules/notifications/email/render-email.ts';
import { staffInvitedEmail as template } from '#server/modules/notifications/email/templates/merchant-staff-invited.tsx';
import { SETUP_LINK_HOURS } from '#server/modules/users/account-setup.service.ts';

/** The invitation: a set-password link for a new account, or the portal's sign-in for an account with a password. */
export function staffInvitedEmail(
  person: { userId: string; name: string; email: string },
  shopName: string,
  link: string | null,
  publicUrl: string,
) {
  return emailMessage(
    template,
    { publicUrl, name: person.name, shopName, link, linkHours: SETUP_LINK_HOURS },
    { userId: person.userId, toAddress: person.email, template: 'merchant-staff-invited' },
  );
}
