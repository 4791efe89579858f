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
  fullName: string;
}

export interface CourierApprovedData extends Applicant {
  /** A set-password link for a new account; null when the account already has a password. */
  link: string | null;
  linkHours: number;
}

export interface CourierRejectedData extends Applicant {
  reason: string;
}

const first = (a: Applicant) => a.fullName.split(' ')[0];
const APPROVED = 'Welcome to New York Minute NYC: your courier application is approved';
const REJECTED = 'Your courier application to New York Minute NYC';
const REASON = 'You get this e-mail because you applied to deliver for New York Minute NYC.';

function nextStep(d: CourierApprovedData) {
  const login = storeUrl(d.publicUrl, '/courier/login');
  return d.link
    ? `Set your password with this link (valid for ${d.linkHours} hours, once):\n${d.link}\n\nThen sign in at ${login} and choose your PIN.`
    : `Sign in at ${login} with your account's password and choose your PIN.`;
}

export const courierApprovedEmail: EmailTemplate<CourierApprovedData> = {
  subject: () => APPROVED,
  text: (d) =>
    `Hi ${first(d)},\n\nYour application to deliver for New York Minute NYC is approved.\n\n${nextStep(d)}\n\nBring a valid ID on your first shift.`,
  html: (d) => (
    <EmailLayout publicUrl={d.publicUrl} title={APPROVED} preview="Welcome aboard." reason={{ text: REASON }}>
      <Headline>Your courier application is approved</Headline>
      <Paragraph>{`Hi ${first(d)},`}</Paragraph>
      <Paragraph>Your application to deliver for New York Minute NYC is approved.</Paragraph>
      {d.link ? (
        <>
          <Paragraph>{`Set your password with this link (valid for ${d.linkHours} hours, once):`}</Paragraph>
          <CallToAction href={d.link} label="Set your password" />
          <Paragraph>
            Then sign in at{' '}
            <InlineLink href={storeUrl(d.publicUrl, '/courier/login')}>the courier app</InlineLink> and choose
            your PIN.
          </Paragraph>
        </>
      ) : (
        <>
          <Paragraph>Sign in with your account's password and choose your PIN.</Paragraph>
          <CallToAction href={storeUrl(d.publicUrl, '/courier/login')} label="Open the courier app" />
        </>
      )}
      <Paragraph>Bring a valid ID on your first shift.</Paragraph>
    </EmailLayout>
  ),
};

export const courierRejectedEmail: EmailTemplate<CourierRejectedData> = {
  subject: () => REJECTED,
  text: (d) =>
    `Hi ${first(d)},\n\nThank you for applying to deliver for New York Minute NYC. We cannot approve your application:\n\n${d.reason}\n\nYou may apply again once this no longer applies.`,
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={REJECTED}
      preview="About your application to deliver for us."
      reason={{ text: REASON }}
    >
      <Headline>About your courier application</Headline>
      <Paragraph>{`Hi ${first(d)},`}</Paragraph>
      <Paragraph>
        Thank you for applying to deliver for New York Minute NYC. We cannot approve your application:
      </Paragraph>
      <Quote>{d.reason}</Quote>
      <Paragraph>You may apply again once this no longer applies.</Paragraph>
    </EmailLayout>
  ),
};
