import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ChatMessage } from '#domain/chat/schemas.ts';
import { newYorkDateTime } from '#domain/giveaways/draw-text.ts';
import { COLORS, STORE_NAME, storeUrl } from '#server/modules/notifications/email/brand.ts';
import { EmailLayout } from '#server/modules/notifications/email/layout.tsx';
import { Headline, InlineLink, Paragraph } from '#server/modules/notifications/email/pieces.tsx';
import type { EmailTemplate } from '#server/modules/notifications/email/render-email.ts';

export interface ChatTranscriptData {
  publicUrl: string;
  name: string | null;
  startedAt: string;
  lines: readonly ChatMessage[];
}

const SUBJECT = `Your support chat with ${STORE_NAME}`;
const first = (d: ChatTranscriptData) => d.name?.trim().split(/\s+/)[0] || 'there';
const speaker = (m: ChatMessage) =>
  m.senderType === 'user'
    ? 'You'
    : m.senderType === 'staff'
      ? `${m.senderName ?? 'Support'} (support)`
      : 'Assistant';

function Line({ line }: { line: ChatMessage }) {
  return (
    <Section style={{ borderTop: `1px solid ${COLORS.border}`, padding: '8px 0' }}>
      <Text className="nym-muted" style={{ color: COLORS.muted, fontSize: '12px', margin: 0 }}>
        {newYorkDateTime(line.createdAt)} · <strong>{speaker(line)}</strong>
      </Text>
      <Text
        className="nym-text"
        style={{ color: COLORS.foreground, fontSize: '15px', margin: '4px 0 0', whiteSpace: 'pre-wrap' }}
      >
        {line.message}
      </Text>
    </Section>
  );
}

/** Every line of a closed support chat with its time and speaker. */
export const chatTranscriptEmail: EmailTemplate<ChatTranscriptData> = {
  subject: () => SUBJECT,
  text: (d) =>
    [
      `Hi ${first(d)},`,
      '',
      `Here is the transcript of your support chat of ${newYorkDateTime(d.startedAt)}.`,
      '',
      ...d.lines.map((m) => `[${newYorkDateTime(m.createdAt)}] ${speaker(m)}: ${m.message}`),
      '',
      'Reply to this e-mail or open the chat on our site if you need anything else.',
      '',
      STORE_NAME,
    ].join('\n'),
  html: (d) => (
    <EmailLayout
      publicUrl={d.publicUrl}
      title={SUBJECT}
      preview={`The transcript of your support chat of ${newYorkDateTime(d.startedAt)}.`}
      reason={{ text: 'You get this e-mail because our support team sent you the transcript of your chat.' }}
    >
      <Headline>Your support chat</Headline>
      <Paragraph>{`Hi ${first(d)},`}</Paragraph>
      <Paragraph>Here is the transcript of your support chat of {newYorkDateTime(d.startedAt)}.</Paragraph>
      {d.lines.map((line, i) => (
        <Line key={`${line.id}-${i}`} line={line} />
      ))}
      <Paragraph>
        Reply to this e-mail or open the chat on{' '}
        <InlineLink href={storeUrl(d.publicUrl)}>our site</InlineLink> if you need anything else.
      </Paragraph>
    </EmailLayout>
  ),
};
