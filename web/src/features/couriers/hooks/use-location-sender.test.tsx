// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { LOCATION_SEND_INTERVAL_MS, LOCATION_WATCH } from '#domain/couriers/rules.ts';
import { useLocationSender } from './use-location-sender.ts';

type Success = PositionCallback;
type Failure = PositionErrorCallback;

function fakeGeolocation() {
  const watchers = new Map<number, { success: Success; failure: Failure | null | undefined }>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((success: Success, failure?: Failure | null) => {
      watchers.set(next, { success, failure });
      return next++;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  const move = (latitude: number, longitude: number, accuracy = 12) => {
    for (const { success } of watchers.values()) {
      success({ coords: { latitude, longitude, accuracy }, timestamp: Date.now() } as GeolocationPosition);
    }
  };
  const fail = (code: number) => {
    for (const { failure } of watchers.values()) {
      failure?.({ code, message: 'denied' } as GeolocationPositionError);
    }
  };
  return { geolocation: geolocation as unknown as Geolocation, watchers, move, fail, spy: geolocation };
}

describe('useLocationSender', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('watches with the spec settings, sends the first fix at once, then the latest every 10 s', () => {
    const geo = fakeGeolocation();
    const send = vi.fn();
    renderHook(() =>
      useLocationSender({ enabled: true, send, onError: vi.fn(), geolocation: geo.geolocation }),
    );
    expect(geo.spy.watchPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      LOCATION_WATCH,
    );

    geo.move(40.6862, -73.9776);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith({ lat: 40.6862, lng: -73.9776, accuracy: 12 });

    geo.move(40.687, -73.975);
    geo.move(40.688, -73.973);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LOCATION_SEND_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ lat: 40.688, lng: -73.973, accuracy: 12 });
  });

  it('sends nothing before the first fix', () => {
    const geo = fakeGeolocation();
    const send = vi.fn();
    renderHook(() =>
      useLocationSender({ enabled: true, send, onError: vi.fn(), geolocation: geo.geolocation }),
    );
    vi.advanceTimersByTime(LOCATION_SEND_INTERVAL_MS * 3);
    expect(send).not.toHaveBeenCalled();
  });

  it('reports a refused permission, but not a timeout', () => {
    const geo = fakeGeolocation();
    const onError = vi.fn();
    renderHook(() =>
      useLocationSender({ enabled: true, send: vi.fn(), onError, geolocation: geo.geolocation }),
    );
    geo.fail(3);
    expect(onError).not.toHaveBeenCalled();
    geo.fail(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 1 }));
  });

  it('stops watching and sending when the courier goes offline', () => {
    const geo = fakeGeolocation();
    const send = vi.fn();
    const { rerender } = renderHook(
      ({ enabled }) => useLocationSender({ enabled, send, onError: vi.fn(), geolocation: geo.geolocation }),
      { initialProps: { enabled: true } },
    );
    geo.move(40.7, -73.99);
    rerender({ enabled: false });
    expect(geo.spy.clearWatch).toHaveBeenCalledWith(1);
    expect(geo.watchers.size).toBe(0);
    vi.advanceTimersByTime(LOCATION_SEND_INTERVAL_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not watch at all while offline', () => {
    const geo = fakeGeolocation();
    renderHook(() =>
      useLocationSender({ enabled: false, send: vi.fn(), onError: vi.fn(), geolocation: geo.geolocation }),
    );
    expect(geo.spy.watchPosition).not.toHaveBeenCalled();
  });
});
