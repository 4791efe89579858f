// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pinLock } from '../stores/pin-lock.ts';
import { useAppLock } from './use-app-lock.ts';

const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ courier: {} }), { headers: { 'content-type': 'application/json' } }),
);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useAppLock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is unlocked only with the session flag and the server agreeing', () => {
    const { result, rerender } = renderHook(({ server }) => useAppLock({ serverUnlocked: server }), {
      wrapper,
      initialProps: { server: true },
    });
    expect(result.current).toBe(false);
    act(() => pinLock.unlock());
    expect(sessionStorage.getItem('courier_unlocked')).toBe('true');
    expect(result.current).toBe(true);
    rerender({ server: false });
    expect(result.current).toBe(false);
  });

  it('after the idle time, clears the flag, tells the server and asks for the PIN again', async () => {
    pinLock.unlock();
    const { result } = renderHook(() => useAppLock({ serverUnlocked: true, idleMs: 60_000 }), { wrapper });
    expect(result.current).toBe(true);

    await act(async () => vi.advanceTimersByTimeAsync(59_999));
    expect(result.current).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(false);
    expect(sessionStorage.getItem('courier_unlocked')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/courier/lock', expect.objectContaining({ method: 'POST' }));
  });
});
