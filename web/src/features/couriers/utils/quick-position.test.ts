import { describe, expect, it } from 'vitest';
import { quickPosition } from './quick-position.ts';

const permissions = (state: PermissionState) => ({
  query: async () => ({ state }) as PermissionStatus,
});
const fix = { coords: { latitude: 40.69, longitude: -73.98 } } as GeolocationPosition;
const geolocation = (answer: 'fix' | 'error' | 'never') => ({
  getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'fix') ok(fix);
    if (answer === 'error') fail?.({ code: 2 } as GeolocationPositionError);
  },
});

describe('quickPosition', () => {
  it("reads the phone's position when the app may already read it", async () => {
    expect(
      await quickPosition({ geolocation: geolocation('fix'), permissions: permissions('granted') }),
    ).toEqual({
      lat: 40.69,
      lng: -73.98,
    });
  });

  it('never prompts, and gives up on an error or a slow fix', async () => {
    expect(
      await quickPosition({ geolocation: geolocation('fix'), permissions: permissions('prompt') }),
    ).toBeNull();
    expect(
      await quickPosition({ geolocation: geolocation('error'), permissions: permissions('granted') }),
    ).toBeNull();
    expect(
      await quickPosition({ geolocation: geolocation('never'), permissions: permissions('granted') }, 10),
    ).toBeNull();
    expect(await quickPosition({})).toBeNull();
  });
});
