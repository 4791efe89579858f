import { describe, expect, it } from 'vitest';
import { CITY_SPEED_KMH, STREET_DETOUR, distanceKm } from './rules.ts';
import { tripEstimate } from './trip.ts';

const SHOP = { lat: 40.6806, lng: -73.9844 };
const DOOR = { lat: 40.7003, lng: -73.9868 };

describe('tripEstimate', () => {
  it('is the straight line times the street detour, ridden at the vehicle city speed', () => {
    const straight = distanceKm(SHOP, DOOR);
    const bike = tripEstimate(SHOP, DOOR, 'bike');
    expect(bike.distanceKm).toBe(Math.round(straight * STREET_DETOUR * 10) / 10);
    expect(bike.minutes).toBe(Math.round(((straight * STREET_DETOUR) / CITY_SPEED_KMH.bike) * 60));
  });

  it('takes a walker longer than a car over the same trip', () => {
    expect(tripEstimate(SHOP, DOOR, 'foot').minutes).toBeGreaterThan(tripEstimate(SHOP, DOOR, 'car').minutes);
  });

  it('rounds a trip of 2 straight km by bike to 2.6 km and 10 minutes', () => {
    // 0.017986° of latitude is 2.000 km.
    const north = { lat: SHOP.lat + 0.017986, lng: SHOP.lng };
    expect(tripEstimate(SHOP, north, 'bike')).toEqual({ distanceKm: 2.6, minutes: 10 });
  });

  it('never says zero minutes for a trip next door', () => {
    expect(tripEstimate(SHOP, SHOP, 'car')).toEqual({ distanceKm: 0, minutes: 1 });
  });

  it('uses a grid detour close to 4/π', () => {
    expect(STREET_DETOUR).toBeGreaterThanOrEqual(4 / Math.PI);
    expect(STREET_DETOUR).toBeLessThan(Math.SQRT2);
  });
});
