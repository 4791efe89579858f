import { afterEach, describe, expect, it, vi } from 'vitest';
import { newOfferIds, playOfferAlert } from './offer-alert.ts';

describe('newOfferIds', () => {
  it('rings for none of the orders on screen when the courier goes online, then only for new ones, once', () => {
    const seen = new Set<string>();
    expect(newOfferIds(seen, ['a', 'b'], true)).toEqual([]);
    expect(newOfferIds(seen, ['a', 'b', 'c'], false)).toEqual(['c']);
    expect(newOfferIds(seen, ['c', 'a'], false)).toEqual([]);
    expect(newOfferIds(seen, ['d'], false)).toEqual(['d']);
  });
});

describe('playOfferAlert', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('vibrates where the device can, and stays silent before a tap unlocked audio', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { vibrate });
    expect(playOfferAlert()).toEqual({ sound: false, vibration: true });
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);
  });

  it('does nothing on a device without vibration', () => {
    vi.stubGlobal('navigator', {});
    expect(playOfferAlert()).toEqual({ sound: false, vibration: false });
  });
});
