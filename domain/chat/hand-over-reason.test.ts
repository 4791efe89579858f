import { describe, expect, it } from 'vitest';
import { handoverReasonOf } from './hand-over-reason.ts';

describe('handoverReasonOf', () => {
  it.each([
    ['human', 'asked_for_person'],
    ['unknown', 'not_answered'],
    ['medical', 'medical'],
    ['order_status', 'order_help'],
    ['order_lookup', 'order_help'],
    ['faq', 'chose_person'],
    ['greeting', 'chose_person'],
    [null, 'chose_person'],
  ] as const)('%s → %s', (intent, reason) => {
    expect(handoverReasonOf(intent)).toBe(reason);
  });
});
