import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows refused and lost connections, wrapped or not', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(coded('08006'))).toBe(true);
    const drizzle = new Error('Failed query: select 1', {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    expect(isDatabaseUnavailable(drizzle)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: coded('40001') }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
