import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '#domain/orders/status.ts';
import { statusSentence, statusTone } from './status-text.ts';

describe('statusSentence', () => {
  it('has a sentence for every status', () => {
    for (const status of ORDER_STATUSES) expect(statusSentence(status)).toMatch(/^[A-Z].+\.$/);
  });

  it('says plainly where the order is', () => {
    expect(statusSentence('in_transit')).toBe('Your courier has your order and is on the way.');
    expect(statusSentence('cancelled')).toContain('cancelled');
  });
});

describe('statusTone', () => {
  it('groups statuses for the badge colour', () => {
    expect(statusTone('pending')).toBe('active');
    expect(statusTone('ready')).toBe('active');
    expect(statusTone('in_transit')).toBe('moving');
    expect(statusTone('delivered')).toBe('done');
    expect(statusTone('cancelled')).toBe('ended');
    expect(statusTone('returned')).toBe('ended');
  });
});
