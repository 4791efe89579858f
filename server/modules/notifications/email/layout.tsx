import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { COLORS, FONTS, storeUrl } from './brand.ts';
import { DARK_MODE_CSS } from './dark-mode.ts';
import { EmailFooter, type EmailReason } from './footer.tsx';

interface EmailLayoutProps {
  publicUrl: string;
  /** The subject, as the document's title. */
  title: string;
  /** The preheader: the line inboxes show after the subject. */
  preview: string;
  reason?: EmailReason | undefined;
  children: ReactNode;
}

const page = { backgroundColor: COLORS.cream, margin: 0, padding: '24px 0', fontFamily: FONTS.body };
const card = {
  maxWidth: '600px',
  width: '100%',
  backgroundColor: COLORS.surface,
  border: `1px solid ${COLORS.border}`,
  borderRadius: '12px',
  overflow: 'hidden',
};
const header = { backgroundColor: COLORS.forest, padding: '20px 32px' };
const wordmark = {
  color: COLORS.cream,
  fontFamily: FONTS.display,
  fontSize: '22px',
  fontWeight: 600,
  textDecoration: 'none',
};
const tagline = {
  color: COLORS.gold,
  fontSize: '11px',
  letterSpacing: '3px',
  margin: '4px 0 0',
  textTransform: 'uppercase' as const,
};
const content = { padding: '8px 32px 16px' };

/** The store's frame around every e-mail: wordmark, content, the reason it was sent and the legal line. */
export function EmailLayout({ publicUrl, title, preview, reason, children }: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Body className="nym-page" style={page}>
        <Preview>{preview}</Preview>
        <Container className="nym-card" style={card}>
          <Section style={header}>
            <Link href={storeUrl(publicUrl)} style={wordmark}>
              New York Minute
            </Link>
            <Text style={tagline}>NYC · 21+</Text>
          </Section>
          <Section style={content}>{children}</Section>
          <Hr className="nym-rule" style={{ borderColor: COLORS.border, margin: '0 32px', width: 'auto' }} />
          <EmailFooter reason={reason} />
        </Container>
      </Body>
    </Html>
  );
}
