import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLocation, TOO_SOON_RETRY_MS } from './send-location.ts';

const POSITION = { lat: 40.6901, lng: -73.9921 };
const answer = (status: number) =>
  new Response(
    JSON.stringify(
      status === 200
        ? { position: { ...POSITION, at: '2026-11-28T17:00:00.000Z' } }
        : { error: { code: 'too_many_positions', message: 'At most one position per second' } },
    ),
    { status, headers: { 'content-type': 'application/json' } },
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendLocation', () => {
  it('sends a position refused as too soon once more a second later', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockResolvedValueOnce(answer(429)).mockResolvedValueOnce(answer(200));
    vi.stubGlobal('fetch', fetch);
    const sent = sendLocation(POSITION);
    await vi.advanceTimersByTimeAsync(TOO_SOON_RETRY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second refusal, and never retries another refusal', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockImplementation(async () => answer(429));
    vi.stubGlobal('fetch', fetch);
    const sent = sendLocation(POSITION);
    await vi.advanceTimersByTimeAsync(TOO_SOON_RETRY_MS * 3);
    expect(await sent).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockReset().mockImplementation(async () => answer(403));
    expect(await sendLocation(POSITION)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
