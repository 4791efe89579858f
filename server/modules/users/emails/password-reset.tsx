import { EmailLayout } from '#server/modules/notifications/email/layout.tsx';
import { CallToAction, Fineprint, Headline, Paragraph } from '#server/modules/notifications/email/pieces.tsx';
import type { EmailTemplate } from '#server/modules/notifications/email/render-email.ts';

export interface PasswordResetData {
  publicUrl: string;
  name: string;
  /** The single-use reset link. */
  link: string;
  validMinutes: number;
}

const SUBJECT = 'Reset your New York Minute NYC password';
const first = (d: PasswordResetData) => d.name.trim().split(/\s+/)[0] || 'there';

/** The single-use link to choose a new password. */
export const passwordResetEmail: EmailTemplate<PasswordResetData> = {
  subject: () => SUBJECT,
  text: (d) =>
    `Hi ${first(d)},\n\nSomeone (we hope you) asked to reset the password of your New York Minute NYC account. Choose a new one here:\n${d.link}\n\nThis link is valid for ${d.validMinutes} minutes and works once. Resetting signs your account out everywhere.\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={SUBJECT}
      preview={`Choose a new password: the link is valid for ${d.validMinutes} minutes.`}
      reason={{ text: 'You get this e-mail because a password reset was asked for this address.' }}
    >
      <Headline>Reset your password</Headline>
      <Paragraph>{`Hi ${first(d)},`}</Paragraph>
      <Paragraph>
        Someone (we hope you) asked to reset the password of your New York Minute NYC account. Choose a new
        one here:
      </Paragraph>
      <CallToAction href={d.link} label="Choose a new password" />
      <Fineprint>
        {`This link is valid for ${d.validMinutes} minutes and works once. Resetting signs your account out everywhere.`}
      </Fineprint>
      <Paragraph>If you did not ask for this, ignore this e-mail: your password stays as it is.</Paragraph>
    </EmailLayout>
  ),
};
