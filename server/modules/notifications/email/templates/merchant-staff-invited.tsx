import { storeUrl } from '../brand.ts';
import { EmailLayout } from '../layout.tsx';
import { CallToAction, Headline, InlineLink, Paragraph } from '../pieces.tsx';
import type { EmailTemplate } from '../render-email.ts';

export interface StaffInvitedData {
  publicUrl: string;
  name: string;
  shopName: string;
  /** A set-password link for a new account; null when the account already has a password. */
  link: string | null;
  linkHours: number;
}

const subject = (d: StaffInvitedData) => `You have been added to ${d.shopName} on New York Minute NYC`;
const first = (d: StaffInvitedData) => d.name.split(' ')[0];
const dashboard = (d: StaffInvitedData) => storeUrl(d.publicUrl, '/merchant/dashboard');
const added = (d: StaffInvitedData) =>
  `${d.shopName} added you to its staff on New York Minute NYC's partner portal: you can take and prepare the shop's orders and keep its stock.`;

function next(d: StaffInvitedData) {
  return d.link
    ? `Set your password with this link (valid for ${d.linkHours} hours, once):\n${d.link}\n\nThen sign in at ${dashboard(d)}.`
    : `Sign in at ${dashboard(d)} with your account's e-mail and password.`;
}

/** A shop's owner added this person to the shop's staff. */
export const staffInvitedEmail: EmailTemplate<StaffInvitedData> = {
  subject,
  text: (d) => `Hi ${first(d)},\n\n${added(d)}\n\n${next(d)}`,
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={subject(d)}
      preview="You can now take and prepare the shop's orders."
      reason={{ text: `You get this e-mail because ${d.shopName} added this address to its staff.` }}
    >
      <Headline>{`You have been added to ${d.shopName}`}</Headline>
      <Paragraph>{`Hi ${first(d)},`}</Paragraph>
      <Paragraph>{added(d)}</Paragraph>
      {d.link ? (
        <>
          <Paragraph>{`Set your password with this link (valid for ${d.linkHours} hours, once):`}</Paragraph>
          <CallToAction href={d.link} label="Set your password" />
          <Paragraph>
            Then sign in to <InlineLink href={dashboard(d)}>the partner portal</InlineLink>.
          </Paragraph>
        </>
      ) : (
        <>
          <Paragraph>Sign in with your account's e-mail and password.</Paragraph>
          <CallToAction href={dashboard(d)} label="Open the partner portal" />
        </>
      )}
    </EmailLayout>
  ),
};
