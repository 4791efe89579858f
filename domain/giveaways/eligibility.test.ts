import { describe, expect, it } from 'vitest';
import { mayEnter } from './eligibility.ts';

describe('who may enter', () => {
  it('is customers only, never the store’s people', () => {
    expect(mayEnter(['customer'])).toBe(true);
    expect(mayEnter(['customer', 'courier'])).toBe(false);
    expect(mayEnter(['admin'])).toBe(false);
    expect(mayEnter([])).toBe(false);
  });
});
