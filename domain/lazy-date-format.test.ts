import { afterEach, describe, expect, it } from 'vitest';
import { lazyDateFormat } from './lazy-date-format.ts';

const Real = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = Real;
});

describe('lazyDateFormat', () => {
  it('formats as Intl.DateTimeFormat does, building its formatter once, on first use', () => {
    let built = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    } as typeof Real;
    const time = lazyDateFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(built).toBe(0);
    const at = new Date('2026-11-28T15:05:00Z');
    expect(time.format(at)).toBe('10:05 AM');
    expect(time.formatToParts(at).find((p) => p.type === 'hour')?.value).toBe('10');
    expect(built).toBe(1);
  });
});
