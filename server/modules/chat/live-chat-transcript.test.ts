import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#domain/chat/schemas.ts';
import { chatTranscriptEmail } from './emails/chat-transcript.tsx';
import { stemPrefixQuery } from './live-chat.queries.ts';

const line = (senderType: ChatMessage['senderType'], message: string, senderName: string | null = null) => ({
  id: '1',
  senderType,
  senderName,
  message,
  source: null,
  createdAt: '2026-11-25T20:05:00.000Z',
});

describe('the transcript e-mail', () => {
  it('greets by first name and lists every line with its speaker and New York time', () => {
    const body = chatTranscriptEmail.text({
      publicUrl: 'http://localhost:3000',
      name: 'Ada Lovelace',
      startedAt: '2026-11-25T20:00:00.000Z',
      lines: [
        line('user', 'Where is my order?'),
        line('ai', 'Riley from support joined the chat.'),
        line('staff', 'On its way!', 'Riley'),
      ],
    });
    expect(body.startsWith('Hi Ada,')).toBe(true);
    expect(body).toContain('] You: Where is my order?');
    expect(body).toContain('] Assistant: Riley from support joined the chat.');
    expect(body).toContain('] Riley (support): On its way!');
    expect(body).toContain('New York time');
  });
});

describe('the transcript search words', () => {
  it('keeps letters and digits only, each a required stem prefix', () => {
    expect(stemPrefixQuery('delivered')).toBe('delivered:*');
    expect(stemPrefixQuery("late order! 11201 ' | & :* (x")).toBe('late:* & order:* & 11201:* & x:*');
    expect(stemPrefixQuery('!!! ---')).toBeNull();
  });
});
