// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useOfferAlert } from './use-offer-alert.ts';

const vibrate = vi.fn(() => true);

function render(online: boolean, ids: string[] | undefined) {
  return renderHook(({ online, ids }) => useOfferAlert(online, ids), { initialProps: { online, ids } });
}

describe('useOfferAlert', () => {
  beforeEach(() => {
    vibrate.mockClear();
    localStorage.clear();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  });
  afterEach(() => localStorage.clear());

  it('rings once for an order that reaches the pool while online, not for the list found on going online', () => {
    const hook = render(true, undefined);
    hook.rerender({ online: true, ids: ['a', 'b'] });
    expect(vibrate).not.toHaveBeenCalled();
    hook.rerender({ online: true, ids: ['a', 'b', 'c'] });
    expect(vibrate).toHaveBeenCalledTimes(1);
    hook.rerender({ online: true, ids: ['c', 'a', 'b'] });
    hook.rerender({ online: true, ids: ['a'] });
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while offline and after going online again takes the pool as seen', () => {
    const hook = render(false, ['a']);
    hook.rerender({ online: false, ids: ['a', 'b'] });
    hook.rerender({ online: true, ids: ['a', 'b', 'c'] });
    expect(vibrate).not.toHaveBeenCalled();
    hook.rerender({ online: true, ids: ['a', 'b', 'c', 'd'] });
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet when muted, and remembers the choice on this device', () => {
    const hook = render(true, ['a']);
    act(() => hook.result.current.toggleMuted());
    expect(hook.result.current.muted).toBe(true);
    hook.rerender({ online: true, ids: ['a', 'b'] });
    expect(vibrate).not.toHaveBeenCalled();
    expect(render(true, []).result.current.muted).toBe(true);
  });
});
