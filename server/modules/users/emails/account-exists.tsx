import { storeUrl } from '#server/modules/notifications/email/brand.ts';
import { EmailLayout } from '#server/modules/notifications/email/layout.tsx';
import {
  CallToAction,
  Headline,
  InlineLink,
  Paragraph,
} from '#server/modules/notifications/email/pieces.tsx';
import type { EmailTemplate } from '#server/modules/notifications/email/render-email.ts';

export interface AccountExistsData {
  publicUrl: string;
  email: string;
}

/** The store's password reset page, asking for a link for this address (the link itself is never in this e-mail). */
export const resetPageUrl = ({ publicUrl, email }: AccountExistsData) =>
  storeUrl(publicUrl, `/reset-password?email=${encodeURIComponent(email)}`);

const SUBJECT = 'Someone tried to create an account with your e-mail';

/** To the owner of an address someone tried to sign up with again. */
export const accountExistsEmail: EmailTemplate<AccountExistsData> = {
  subject: () => SUBJECT,
  text: ({ publicUrl, email }) =>
    `Hello,\n\nSomeone just tried to create a New York Minute NYC account with ${email}, which already has one. Nothing about your account has changed.\n\nIf it was you, sign in at ${publicUrl}/ with your password. If you have forgotten it, choose a new one here:\n${resetPageUrl({ publicUrl, email })}\n\nIf it was not you, you can ignore this e-mail.`,
  html: ({ publicUrl, email }) => (
    <EmailLayout
      publicUrl={publicUrl}
      title={SUBJECT}
      preview="Nothing about your account has changed."
      reason={{ text: 'You get this e-mail because this address has an account with us.' }}
    >
      <Headline>You already have an account</Headline>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Someone just tried to create a New York Minute NYC account with {email}, which already has one.
        Nothing about your account has changed.
      </Paragraph>
      <Paragraph>If it was you, sign in with your password.</Paragraph>
      <CallToAction href={storeUrl(publicUrl)} label="Sign in" />
      <Paragraph>
        If you have forgotten it,{' '}
        <InlineLink href={resetPageUrl({ publicUrl, email })}>choose a new password</InlineLink>: we e-mail
        you a link that works once.
      </Paragraph>
      <Paragraph>If it was not you, you can ignore this e-mail.</Paragraph>
    </EmailLayout>
  ),
};
