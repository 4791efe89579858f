import { describe, expect, it } from 'vitest';
import { chatTitle, senderText, waitText, waitTone } from './wait-text.ts';

const at = Date.parse('2026-11-25T15:00:00.000Z');
const ago = (minutes: number) => new Date(at - minutes * 60_000).toISOString();

describe('wait timers', () => {
  it('reads as minutes, then hours', () => {
    expect(waitText(ago(0.5), at)).toBe('waiting <1 min');
    expect(waitText(ago(3), at)).toBe('waiting 3 min');
    expect(waitText(ago(60), at)).toBe('waiting 1 h');
    expect(waitText(ago(65), at)).toBe('waiting 1 h 5 min');
  });
  it('turns amber then red', () => {
    expect(waitTone(ago(1), at)).toBe('neutral');
    expect(waitTone(ago(4), at)).toBe('warning');
    expect(waitTone(ago(12), at)).toBe('danger');
  });
  it('names the chat by customer, e-mail, then label', () => {
    expect(chatTitle({ customerName: 'Ada', contactEmail: 'a@x.test', guestLabel: null })).toBe('Ada');
    expect(chatTitle({ customerName: null, contactEmail: 'a@x.test', guestLabel: 'guest_1' })).toBe(
      'a@x.test',
    );
    expect(chatTitle({ customerName: null, contactEmail: null, guestLabel: 'guest_1' })).toBe('guest_1');
  });
});

describe('senderText', () => {
  it('names who wrote the latest line', () => {
    expect(senderText({ sender: 'user', staffName: null })).toBe('Customer');
    expect(senderText({ sender: 'ai', staffName: null })).toBe('Assistant');
    expect(senderText({ sender: 'staff', staffName: 'Riley' })).toBe('Riley');
    expect(senderText({ sender: 'staff', staffName: null })).toBe('Staff');
  });
});
