import { EmailLayout } from '#server/modules/notifications/email/layout.tsx';
import { CallToAction, Fineprint, Headline, Paragraph } from '#server/modules/notifications/email/pieces.tsx';
import type { EmailTemplate } from '#server/modules/notifications/email/render-email.ts';

export interface ConfirmEmailData {
  publicUrl: string;
  fullName: string;
  /** The signed confirmation link. */
  url: string;
}

const SUBJECT = 'Confirm your New York Minute NYC account';
const first = (d: ConfirmEmailData) => d.fullName.split(' ')[0];

/** A new account's first e-mail: the link that confirms the address. */
export const signUpConfirmationEmail: EmailTemplate<ConfirmEmailData> = {
  subject: () => SUBJECT,
  text: (d) =>
    `Hi ${first(d)},\n\nConfirm your e-mail address to finish setting up your account:\n${d.url}\n\nThis link is valid for 24 hours. Deliveries are for adults 21+ only; a valid ID is checked at the door.`,
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={SUBJECT}
      preview="One click to finish setting up your account."
      reason={{ text: 'You get this e-mail because this address was used to create an account.' }}
    >
      <Headline>Confirm your e-mail address</Headline>
      <Paragraph>{`Hi ${first(d)},`}</Paragraph>
      <Paragraph>Confirm your e-mail address to finish setting up your account.</Paragraph>
      <CallToAction href={d.url} label="Confirm my e-mail" />
      <Fineprint>
        This link is valid for 24 hours. Deliveries are for adults 21+ only; a valid ID is checked at the
        door.
      </Fineprint>
    </EmailLayout>
  ),
};
