import { EmailLayout } from '#server/modules/notifications/email/layout.tsx';
import { CallToAction, Fineprint, Headline, Paragraph } from '#server/modules/notifications/email/pieces.tsx';
import type { EmailTemplate } from '#server/modules/notifications/email/render-email.ts';

export interface StaffInvitedData {
  publicUrl: string;
  shopName: string;
  /** The invitation page with the link's token. */
  link: string;
  validDays: number;
}

const subject = (d: StaffInvitedData) => `${d.shopName} invites you to its staff on New York Minute NYC`;
const invited = (d: StaffInvitedData) =>
  `${d.shopName} invites this address to its staff on New York Minute NYC's partner portal, to take and prepare the shop's orders and keep its stock.`;
const NOTHING_YET =
  'Nothing changes until you accept, signed in with the account for this e-mail address (sign up first if you have none). You may also decline.';
const fineprint = (d: StaffInvitedData) =>
  `The invitation is valid for ${d.validDays} days. If you do not know this shop, ignore this e-mail.`;

/** A shop's owner invited this address; the link opens the page where the invitee accepts or declines. */
export const staffInvitedEmail: EmailTemplate<StaffInvitedData> = {
  subject,
  text: (d) => `Hi,\n\n${invited(d)}\n\n${NOTHING_YET}\n\nOpen the invitation:\n${d.link}\n\n${fineprint(d)}`,
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={subject(d)}
      preview="Accept or decline the invitation from your own account."
      reason={{ text: `You get this e-mail because ${d.shopName} invited this address to its staff.` }}
    >
      <Headline>{`${d.shopName} invites you to its staff`}</Headline>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{invited(d)}</Paragraph>
      <Paragraph>{NOTHING_YET}</Paragraph>
      <CallToAction href={d.link} label="Open the invitation" />
      <Fineprint>{fineprint(d)}</Fineprint>
    </EmailLayout>
  ),
};
