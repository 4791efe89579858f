import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './schemas.ts';
import { lastLineId, mergeLines } from './lines.ts';

const line = (id: string, message = `line ${id}`): ChatMessage => ({
  id,
  senderType: 'user',
  senderName: null,
  message,
  source: null,
  createdAt: '2026-11-23T17:00:00.000Z',
});

describe('mergeLines', () => {
  it('keeps each line once, in id order (numeric, not text)', () => {
    const merged = mergeLines([line('9'), line('10')], [line('10', 'again'), line('11'), line('2')]);
    expect(merged.map((m) => m.id)).toEqual(['2', '9', '10', '11']);
    expect(merged[2]!.message).toBe('again');
    expect(lastLineId(merged)).toBe('11');
    expect(lastLineId([])).toBeNull();
  });
});
