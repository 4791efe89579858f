import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { COLORS, FONTS } from './brand.ts';

const paragraph = { color: COLORS.foreground, fontSize: '16px', lineHeight: '24px', margin: '16px 0' };
const fine = { color: COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: '12px 0' };

/** The message's one headline, in the store's display face. */
export function Headline({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      className="nym-heading"
      style={{
        color: COLORS.forest,
        fontFamily: FONTS.display,
        fontSize: '26px',
        lineHeight: '32px',
        margin: '24px 0 8px',
      }}
    >
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className="nym-text" style={paragraph}>
      {children}
    </Text>
  );
}

export function Fineprint({ children }: { children: ReactNode }) {
  return (
    <Text className="nym-muted" style={fine}>
      {children}
    </Text>
  );
}

/** Words a person wrote (a refusal's reason, why an order ended), set apart from the store's own text. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      className="nym-text nym-quote"
      style={{
        ...paragraph,
        borderLeft: `3px solid ${COLORS.gold}`,
        paddingLeft: '12px',
        whiteSpace: 'pre-line',
      }}
    >
      {children}
    </Text>
  );
}

/** The e-mail's one action, with its address written out for clients that do not show the button. */
export function CallToAction({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '24px 0 8px' }}>
      <Button
        className="nym-button"
        href={href}
        style={{
          backgroundColor: COLORS.forest,
          borderRadius: '8px',
          color: COLORS.cream,
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 24px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
      <Text className="nym-muted" style={fine}>
        Or open this link:{' '}
        <Link
          className="nym-link"
          href={href}
          style={{ color: COLORS.accent, textDecoration: 'underline', wordBreak: 'break-all' }}
        >
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** A link inside running text. */
export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="nym-link" href={href} style={{ color: COLORS.accent, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
