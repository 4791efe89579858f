// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstShownThisVisit,
  promptAccepted,
  rememberAccount,
  settlePrompt,
} from './signup-prompt-record.ts';
import { promptSettled, SIGNUP_PROMPT_KEY } from './signup-prompt-settled.ts';

const stored = () => JSON.parse(localStorage.getItem(SIGNUP_PROMPT_KEY) ?? 'null') as unknown;

describe('the sign-up prompt record', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: new Date('2026-12-01T15:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps what became of the prompt and when', () => {
    expect(promptSettled()).toBe(false);
    settlePrompt('dismissed');
    expect(promptSettled()).toBe(true);
    expect(stored()).toEqual({ outcome: 'dismissed', at: Date.parse('2026-12-01T15:00:00Z') });
  });

  it('a browser someone signed in on is settled, and keeps an earlier answer', () => {
    rememberAccount();
    expect(stored()).toMatchObject({ outcome: 'signed_in' });
    settlePrompt('dismissed');
    rememberAccount();
    expect(stored()).toMatchObject({ outcome: 'dismissed' });
  });

  it('an offer taken but not yet converted stays open; anything unreadable counts as done', () => {
    settlePrompt('accepted');
    expect(promptSettled()).toBe(false);
    settlePrompt('converted');
    expect(promptSettled()).toBe(true);
    localStorage.setItem(SIGNUP_PROMPT_KEY, 'not json');
    expect(promptSettled()).toBe(true);
    localStorage.setItem(SIGNUP_PROMPT_KEY, JSON.stringify({ outcome: 'shown', at: 1 }));
    expect(promptSettled()).toBe(false);
  });

  it('sends the shown event once per visit', () => {
    sessionStorage.clear();
    expect(firstShownThisVisit()).toBe(true);
    expect(firstShownThisVisit()).toBe(false);
  });

  it('a sign-in after the offer was taken leaves no conversion to count', () => {
    settlePrompt('accepted');
    expect(promptAccepted()).toBe(true);
    rememberAccount();
    expect(promptAccepted()).toBe(false);
    expect(stored()).toMatchObject({ outcome: 'signed_in' });
  });
});
