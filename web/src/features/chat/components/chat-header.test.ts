import { describe, expect, it } from 'vitest';
import type { ChatSession } from '#domain/chat/schemas.ts';
import { chatStatus } from './chat-header.tsx';

const session = (over: Partial<ChatSession>): ChatSession => ({
  id: '00000000-0000-4000-8000-000000000001',
  guestId: 'guest_1',
  mode: 'ai',
  status: 'active',
  agentName: null,
  createdAt: '2026-11-23T17:00:00.000Z',
  closedAt: null,
  ...over,
});

describe('chatStatus', () => {
  it('follows the conversation from the assistant to a person to the end', () => {
    expect(chatStatus(null)).toBe('Connecting…');
    expect(chatStatus(session({}))).toBe('Assistant · answers right away');
    expect(chatStatus(session({ mode: 'human' }))).toBe('Waiting for a person');
    expect(chatStatus(session({ mode: 'human', agentName: 'Maya' }))).toBe('Maya from support');
    expect(
      chatStatus(session({ mode: 'human', status: 'closed', closedAt: '2026-11-23T18:00:00.000Z' })),
    ).toBe('Chat ended');
  });
});
