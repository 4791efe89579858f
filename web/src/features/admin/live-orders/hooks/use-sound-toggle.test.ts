// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { SOUND_KEY, soundEnabled } from '../utils/sound.ts';
import { useSoundToggle } from './use-sound-toggle.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useSoundToggle', () => {
  it('is off by default', () => {
    const { result } = renderHook(() => useSoundToggle());
    expect(result.current.on).toBe(false);
    expect(soundEnabled()).toBe(false);
  });

  it('remembers the choice in localStorage for the next visit', () => {
    const first = renderHook(() => useSoundToggle());
    act(() => first.result.current.toggle());
    expect(first.result.current.on).toBe(true);
    expect(localStorage.getItem(SOUND_KEY)).toBe('1');
    first.unmount();

    const again = renderHook(() => useSoundToggle());
    expect(again.result.current.on).toBe(true);
    act(() => again.result.current.toggle());
    expect(again.result.current.on).toBe(false);
    expect(localStorage.getItem(SOUND_KEY)).toBe('0');
  });
});
