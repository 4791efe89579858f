import { describe, expect, it } from 'vitest';
import { parseStatuses } from './status-filter.tsx';

describe('parseStatuses', () => {
  it('reads the comma-separated statuses of the URL and drops unknown ones', () => {
    expect(parseStatuses('pending,nope,ready')).toEqual(['pending', 'ready']);
    expect(parseStatuses(undefined)).toEqual([]);
  });
});
