import { describe, expect, it } from 'vitest';
import {
  currentVisit,
  isVisit,
  mayPrompt,
  PROMPT_BUDGET,
  quietUntil,
  spendPrompt,
  VISIT_KEY,
  type Visit,
} from './prompt-budget.ts';

const T0 = Date.UTC(2026, 10, 29, 15, 0, 0);

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('mayPrompt', () => {
  const fresh: Visit = { startedAt: T0, prompts: 0 };

  it('keeps the first minute of a visit quiet', () => {
    expect(PROMPT_BUDGET.quietMs).toBe(60_000);
    expect(mayPrompt(fresh, T0)).toBe(false);
    expect(mayPrompt(fresh, T0 + 10_000)).toBe(false);
    expect(mayPrompt(fresh, T0 + 59_999)).toBe(false);
    expect(mayPrompt(fresh, T0 + 60_000)).toBe(true);
    expect(quietUntil(fresh)).toBe(T0 + 60_000);
  });

  it('allows one prompt per visit, however long it lasts', () => {
    const spent = { ...fresh, prompts: 1 };
    expect(mayPrompt(spent, T0 + 60_000)).toBe(false);
    expect(mayPrompt(spent, T0 + 24 * 60 * 60_000)).toBe(false);
  });

  it('counts a clock set back as still in the first minute', () => {
    expect(mayPrompt(fresh, T0 - 5 * 60_000)).toBe(false);
  });
});

describe('the visit record', () => {
  it('begins a visit on its first read and keeps it across reads', () => {
    const store = memoryStore();
    expect(currentVisit(T0, store)).toEqual({ startedAt: T0, prompts: 0 });
    expect(currentVisit(T0 + 30_000, store)).toEqual({ startedAt: T0, prompts: 0 });
  });

  it('spends the visit once a prompt is shown', () => {
    const store = memoryStore();
    currentVisit(T0, store);
    expect(spendPrompt(T0 + 61_000, store)).toEqual({ startedAt: T0, prompts: 1 });
    expect(mayPrompt(currentVisit(T0 + 120_000, store), T0 + 120_000)).toBe(false);
  });

  it('starts afresh over anything stored that is not a visit', () => {
    for (const junk of ['not json', '{"startedAt":"x","prompts":0}', '[]', 'null']) {
      const store = memoryStore({ [VISIT_KEY]: junk });
      expect(currentVisit(T0, store)).toEqual({ startedAt: T0, prompts: 0 });
    }
    expect(isVisit({ startedAt: T0, prompts: Number.NaN })).toBe(false);
  });

  it('works without storage: the visit is the page', () => {
    expect(currentVisit(T0, null)).toEqual({ startedAt: T0, prompts: 0 });
    expect(spendPrompt(T0, null)).toEqual({ startedAt: T0, prompts: 1 });
  });
});
