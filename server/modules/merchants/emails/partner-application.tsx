import { storeUrl } from '#server/modules/notifications/email/brand.ts';
import { EmailLayout } from '#server/modules/notifications/email/layout.tsx';
import {
  CallToAction,
  Headline,
  InlineLink,
  Paragraph,
  Quote,
} from '#server/modules/notifications/email/pieces.tsx';
import type { EmailTemplate } from '#server/modules/notifications/email/render-email.ts';

interface Applicant {
  publicUrl: string;
  shopName: string;
  contactName: string;
}

export interface PartnerReceivedData extends Applicant {
  licenseNumber: string;
}

export interface PartnerApprovedData extends Applicant {
  /** A set-password link for a new account; null when the account already has a password. */
  link: string | null;
  linkHours: number;
}

export interface PartnerRejectedData extends Applicant {
  reason: string;
}

const first = (a: Applicant) => a.contactName.split(' ')[0];
const greeting = (a: Applicant) => `Hi ${first(a)},`;
const REASON = { text: 'You get this e-mail because you applied to sell through New York Minute NYC.' };
const receivedSubject = (d: Applicant) => `We received ${d.shopName}'s partner application`;
const approvedSubject = (d: Applicant) => `Welcome to New York Minute NYC: ${d.shopName} is a partner shop`;
const rejectedSubject = (d: Applicant) => `${d.shopName}'s partner application to New York Minute NYC`;
const received = (d: PartnerReceivedData) =>
  `Thank you for applying to sell through New York Minute NYC. Our partnerships team will check licence ${d.licenseNumber} with the Office of Cannabis Management and reply within 3 business days.`;

export const partnerReceivedEmail: EmailTemplate<PartnerReceivedData> = {
  subject: receivedSubject,
  text: (d) => `${greeting(d)}\n\n${received(d)}`,
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={receivedSubject(d)}
      preview="We reply within 3 business days."
      reason={REASON}
    >
      <Headline>We received your application</Headline>
      <Paragraph>{greeting(d)}</Paragraph>
      <Paragraph>{received(d)}</Paragraph>
    </EmailLayout>
  ),
};

const dashboard = (d: Applicant) => storeUrl(d.publicUrl, '/merchant/dashboard');
const shops = (d: Applicant) => storeUrl(d.publicUrl, '/partner-shops');

function approvedNext(d: PartnerApprovedData) {
  return d.link
    ? `Set your password with this link (valid for ${d.linkHours} hours, once):\n${d.link}\n\nThen sign in at ${dashboard(d)} to take your first orders.`
    : `Sign in at ${dashboard(d)} with your account's password to take your first orders.`;
}

export const partnerApprovedEmail: EmailTemplate<PartnerApprovedData> = {
  subject: approvedSubject,
  text: (d) =>
    `${greeting(d)}\n\n${d.shopName} is now a partner shop of New York Minute NYC.\n\n${approvedNext(d)}\n\nAdd your products, opening hours and logo from the portal; your shop page is live on ${shops(d)}.`,
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={approvedSubject(d)}
      preview="Your partner portal is ready."
      reason={REASON}
    >
      <Headline>{`${d.shopName} is a partner shop`}</Headline>
      <Paragraph>{greeting(d)}</Paragraph>
      <Paragraph>{`${d.shopName} is now a partner shop of New York Minute NYC.`}</Paragraph>
      {d.link ? (
        <>
          <Paragraph>{`Set your password with this link (valid for ${d.linkHours} hours, once):`}</Paragraph>
          <CallToAction href={d.link} label="Set your password" />
          <Paragraph>
            Then sign in to <InlineLink href={dashboard(d)}>the partner portal</InlineLink> to take your first
            orders.
          </Paragraph>
        </>
      ) : (
        <>
          <Paragraph>Sign in with your account's password to take your first orders.</Paragraph>
          <CallToAction href={dashboard(d)} label="Open the partner portal" />
        </>
      )}
      <Paragraph>
        Add your products, opening hours and logo from the portal; your shop page is live on{' '}
        <InlineLink href={shops(d)}>our partner shops page</InlineLink>.
      </Paragraph>
    </EmailLayout>
  ),
};

export const partnerRejectedEmail: EmailTemplate<PartnerRejectedData> = {
  subject: rejectedSubject,
  text: (d) =>
    `${greeting(d)}\n\nThank you for applying to sell through New York Minute NYC. We cannot approve ${d.shopName}'s application:\n\n${d.reason}\n\nYou may apply again once this no longer applies.`,
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={rejectedSubject(d)}
      preview="About your application to sell through us."
      reason={REASON}
    >
      <Headline>About your partner application</Headline>
      <Paragraph>{greeting(d)}</Paragraph>
      <Paragraph>
        {`Thank you for applying to sell through New York Minute NYC. We cannot approve ${d.shopName}'s application:`}
      </Paragraph>
      <Quote>{d.reason}</Quote>
      <Paragraph>You may apply again once this no longer applies.</Paragraph>
    </EmailLayout>
  ),
};
