import { describe, expect, it } from 'vitest';
import { courierClient } from '#server/test-support/couriers.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// A courier posts a position every few seconds during a delivery: its cost in round trips is held here.
const DEV_TOKEN = 'test-dev-token-0123456789abcdef';
let clock = new Date('2026-11-23T17:00:00Z');
const tick = (ms = 1500) => (clock = new Date(clock.getTime() + ms));

const t = useTestApp({ DEV_TOKEN, DB_COUNT_ROUND_TRIPS: 'true' }, { now: () => clock });

const roundTrips = () => t.database.roundTrips!();

describe('a courier position', () => {
  it('costs a fixed number of database round trips, session and PIN check included', async () => {
    const courier = await courierClient(t);
    const order = await guestOrder(t.app, DEV_TOKEN);
    for (const step of ['accept', 'pickup']) {
      const res = await courier.call(`/api/courier/orders/${order.id}/${step}`, { method: 'POST', body: {} });
      expect(res.status).toBe(200);
    }
    const counts: number[] = [];
    for (const lat of [40.6901, 40.6902, 40.6903]) {
      tick();
      const before = roundTrips();
      const res = await courier.call('/api/courier/location', { method: 'POST', body: { lat, lng: -73.99 } });
      expect(res.status).toBe(200);
      counts.push(roundTrips() - before);
    }
    expect(new Set(counts).size).toBe(1);
    // Session, user and roles are one query (was two, with the roles a third when asked).
    expect(counts[0]).toBe(t.database.kind === 'postgres' ? 7 : 6);
  });
});
