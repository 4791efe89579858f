import { SETUP_LINK_HOURS } from '#server/modules/users/account-setup.service.ts';
import type { queueNotification } from '#server/modules/notifications/notifications.service.ts';

type OutboxMessage = Parameters<typeof queueNotification>[1];

/** The invitation: a set-password link for a new account, or the portal's sign-in for an account with a password. */
export function staffInvitedEmail(
  person: { userId: string; name: string; email: string },
  shopName: string,
  link: string | null,
  publicUrl: string,
): OutboxMessage {
  const first = person.name.split(' ')[0];
  const next = link
    ? `Set your password with this link (valid for ${SETUP_LINK_HOURS} hours, once):\n${link}\n\nThen sign in at ${publicUrl}/merchant/dashboard.`
    : `Sign in at ${publicUrl}/merchant/dashboard with your account's e-mail and password.`;
  return {
    userId: person.userId,
    channel: 'email',
    toAddress: person.email,
    template: 'merchant-staff-invited',
    subject: `You have been added to ${shopName} on New York Minute NYC`,
    body: `Hi ${first},\n\n${shopName} added you to its staff on New York Minute NYC's partner portal: you can take and prepare the shop's orders and keep its stock.\n\n${next}`,
  };
}
