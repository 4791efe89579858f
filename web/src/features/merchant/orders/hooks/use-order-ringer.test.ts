// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantOrderCard } from '#domain/merchant/orders.ts';
import { ringChime } from '../utils/chime.ts';
import { useOrderRinger } from './use-order-ringer.ts';

vi.mock('../utils/chime.ts', () => ({ RING_EVERY_MS: 5_000, ringChime: vi.fn() }));
const rings = vi.mocked(ringChime);

const order = (id: string, status: MerchantOrderCard['status'] = 'pending', held = false) =>
  ({ id, status, held }) as MerchantOrderCard;

beforeEach(() => {
  vi.useFakeTimers();
  rings.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('useOrderRinger', () => {
  it('rings every few seconds while an order awaits acceptance, and stops as soon as none does', () => {
    const { result, rerender } = renderHook(({ active }) => useOrderRinger(active, true), {
      initialProps: { active: [order('a')] },
    });
    expect(result.current).toMatchObject({ ringing: true, waiting: 1 });
    expect(rings).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(15_000));
    expect(rings).toHaveBeenCalledTimes(4);
    rerender({ active: [order('a', 'confirmed')] });
    expect(result.current.ringing).toBe(false);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(rings).toHaveBeenCalledTimes(4);
  });

  it('stays silent with the sound off, and for held orders and orders already accepted', () => {
    renderHook(() => useOrderRinger([order('a')], false));
    renderHook(() => useOrderRinger([order('b', 'pending', true), order('c', 'preparing')], true));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(rings).not.toHaveBeenCalled();
  });

  it('mutes the orders waiting now; a new order rings again', () => {
    const { result, rerender } = renderHook(({ active }) => useOrderRinger(active, true), {
      initialProps: { active: [order('a')] },
    });
    act(() => result.current.mute());
    expect(result.current).toMatchObject({ ringing: false, muted: true });
    act(() => void vi.advanceTimersByTime(20_000));
    expect(rings).toHaveBeenCalledTimes(1);
    rerender({ active: [order('a'), order('b')] });
    expect(result.current.ringing).toBe(true);
    expect(rings).toHaveBeenCalledTimes(2);
  });
});
