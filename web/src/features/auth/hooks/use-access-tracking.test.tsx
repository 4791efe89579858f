// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { RealtimeEvent } from '#domain/realtime.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { TRACK_ACCESS_DELAY_MS, useAccessTracking } from './use-access-tracking.ts';

const state = vi.hoisted(() => ({
  user: null as { id: string } | null,
  track: vi.fn<() => Promise<{ blocked: boolean }>>(),
  topics: [] as string[],
  handler: null as ((event: RealtimeEvent) => void) | null,
  unsubscribe: vi.fn(),
}));
vi.mock('#web/lib/session.ts', () => ({ useSession: () => ({ user: state.user, isPending: false }) }));
vi.mock('../api/track-access.ts', () => ({ trackAccess: () => state.track() }));
vi.mock('#web/lib/realtime.ts', () => ({
  subscribe: (topic: string, onEvent: (event: RealtimeEvent) => void) => {
    state.topics.push(topic);
    state.handler = onEvent;
    return state.unsubscribe;
  },
}));

const USER = '6f1c1d2e-9a7b-4c3d-8e5f-0a1b2c3d4e5f';
/** Runs the 1 s timer and lets the report's answer and the lazy import settle. */
const afterDelay = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(TRACK_ACCESS_DELAY_MS);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  state.user = null;
  state.topics = [];
  state.handler = null;
  state.track.mockReset();
  state.unsubscribe.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAccessTracking', () => {
  it('does nothing for a visitor who is not signed in', async () => {
    const onRestricted = vi.fn();
    renderHook(() => useAccessTracking(onRestricted));
    await afterDelay();
    expect(state.track).not.toHaveBeenCalled();
    expect(state.topics).toEqual([]);
  });

  it('reports the device 1 s after sign-in and follows the account topic; not blocked changes nothing', async () => {
    state.user = { id: USER };
    state.track.mockResolvedValue({ blocked: false });
    const onRestricted = vi.fn();
    renderHook(() => useAccessTracking(onRestricted));
    expect(state.track).not.toHaveBeenCalled();
    await afterDelay();
    expect(state.track).toHaveBeenCalledTimes(1);
    expect(state.topics).toEqual([`account:${USER}`]);
    expect(onRestricted).not.toHaveBeenCalled();
  });

  it('restricts when the report answers blocked', async () => {
    state.user = { id: USER };
    state.track.mockResolvedValue({ blocked: true });
    const onRestricted = vi.fn();
    renderHook(() => useAccessTracking(onRestricted));
    await afterDelay();
    expect(onRestricted).toHaveBeenCalledTimes(1);
  });

  it('restricts live when account.restricted arrives, and unsubscribes on sign-out', async () => {
    state.user = { id: USER };
    state.track.mockResolvedValue({ blocked: false });
    const onRestricted = vi.fn();
    const { rerender } = renderHook(() => useAccessTracking(onRestricted));
    await afterDelay();
    act(() => state.handler!({ kind: 'account.restricted', at: new Date().toISOString() }));
    expect(onRestricted).toHaveBeenCalledTimes(1);
    state.user = null;
    rerender();
    expect(state.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('ignores a network error of the report, without a console error', async () => {
    state.user = { id: USER };
    state.track.mockRejectedValue(new ApiError(0, 'network', 'No internet connection. Please try again.'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRestricted = vi.fn();
    renderHook(() => useAccessTracking(onRestricted));
    await afterDelay();
    expect(onRestricted).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('says nothing when the account signs out while the report is on its way (its 401)', async () => {
    state.user = { id: USER };
    let answer: (error: unknown) => void = () => undefined;
    state.track.mockImplementation(() => new Promise((_, reject) => (answer = reject)));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderHook(() => useAccessTracking(vi.fn()));
    await afterDelay();
    expect(state.track).toHaveBeenCalledTimes(1);
    state.user = null;
    rerender();
    await act(async () => answer(new ApiError(401, 'unauthorized', 'Please sign in to continue')));
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('says nothing of a 401 that comes back before the page has heard of the sign-out', async () => {
    state.user = { id: USER };
    state.track.mockRejectedValue(new ApiError(401, 'unauthorized', 'Please sign in to continue'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useAccessTracking(vi.fn()));
    await afterDelay();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('logs any other refusal of the report', async () => {
    state.user = { id: USER };
    state.track.mockRejectedValue(new ApiError(500, 'internal', 'Something went wrong'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useAccessTracking(vi.fn()));
    await afterDelay();
    expect(consoleError).toHaveBeenCalledWith('track-access failed', expect.any(ApiError));
    consoleError.mockRestore();
  });
});
