import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { COLORS, LEGAL_LINE, STORE_NAME } from './brand.ts';

/** Why this address got the message, and where to change that when the recipient can. */
export interface EmailReason {
  text: string;
  settingsUrl?: string | undefined;
}

const small = { color: COLORS.muted, fontSize: '12px', lineHeight: '18px', margin: '8px 0' };

export function EmailFooter({ reason }: { reason?: EmailReason | undefined }) {
  return (
    <Section style={{ padding: '0 32px 24px' }}>
      {reason ? (
        <Text className="nym-muted" style={small}>
          {reason.text}
          {reason.settingsUrl ? (
            <>
              {' '}
              <Link
                className="nym-link"
                href={reason.settingsUrl}
                style={{ color: COLORS.accent, textDecoration: 'underline' }}
              >
                Change your notification settings
              </Link>
              .
            </>
          ) : null}
        </Text>
      ) : null}
      <Text className="nym-muted" style={small}>
        {LEGAL_LINE}
      </Text>
      <Text className="nym-muted" style={small}>
        {`${STORE_NAME} · Licensed, lab-tested cannabis delivered in Manhattan, Brooklyn and Queens.`}
      </Text>
    </Section>
  );
}
