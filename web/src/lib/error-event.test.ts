import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { track } from './analytics.ts';
import { trackError, trackQueryError } from './error-event.ts';

vi.mock('./analytics.ts', () => ({ track: vi.fn() }));
afterEach(() => vi.mocked(track).mockClear());

describe('the error analytics event', () => {
  it('sends the source, status and code of an API error, never its message', () => {
    trackError('mutation', new ApiError(422, 'coupon_invalid', 'Coupon for jane@example.com is not valid'));
    expect(track).toHaveBeenCalledWith('error', {
      source: 'mutation',
      status: 422,
      code: 'coupon_invalid',
      kind: 'api',
    });
    expect(JSON.stringify(vi.mocked(track).mock.calls)).not.toContain('jane@example.com');
  });

  it('sends a render error from the error boundary without its message', () => {
    trackError('boundary', new Error('Cannot read properties of undefined (reading 7185550193)'));
    expect(track).toHaveBeenCalledWith('error', {
      source: 'boundary',
      status: null,
      code: null,
      kind: 'app',
    });
  });

  it('leaves out a load refused for being signed out, and records other failed loads', () => {
    trackQueryError(new ApiError(401, 'unauthorized', 'Sign in'));
    expect(track).not.toHaveBeenCalled();
    trackQueryError(new ApiError(503, 'unavailable', 'Try again'));
    expect(track).toHaveBeenCalledWith('error', {
      source: 'query',
      status: 503,
      code: 'unavailable',
      kind: 'api',
    });
  });
});
