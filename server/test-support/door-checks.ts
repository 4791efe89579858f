import { sql } from 'drizzle-orm';
import type { CourierClient } from './couriers.ts';
import { guestOrder } from './live-delivery.ts';
import { sqlRows, type TestApp } from './test-app.ts';

/**
 * Bodies of the door's ID check and hand-over for the API tests: the fields the courier app reads from an ID's
 * barcode (never its image), and a signature as the app sends it.
 */
export function scannedId(
  name: { first: string; last: string; middle?: string },
  overrides: Partial<{ birthDate: string; expiryDate: string; jurisdiction: string; idNumber: string }> = {},
) {
  return {
    id: {
      method: 'scanned' as const,
      firstName: name.first,
      middleName: name.middle ?? '',
      lastName: name.last,
      birthDate: '1988-02-14',
      expiryDate: '2030-02-14',
      jurisdiction: 'NY',
      idNumber: '123 456 789',
      ...overrides,
    },
  };
}

/** BROOKLYN_GUEST's own ID (server/test-support/guests.ts). */
export const DANA_ID = scannedId({ first: 'DANA', last: 'WHITFIELD' });

export const SIGNATURE = { width: 320, height: 120, path: 'M10 60 L40 30 L70 80 L100 40 L140 70' };

export const HANDOVER = { paymentMethod: 'cash', paymentCollected: true, signature: SIGNATURE };

/** The door-check API tests' steps, on the test app `t` with the dev tools' token. */
export function doorSteps(t: TestApp, devToken: string) {
  const post = (c: CourierClient, path: string, body: unknown = {}) => c.call(path, { method: 'POST', body });

  /** A new guest's order (Dana Whitfield, Brooklyn), taken, picked up and arrived: the courier is at the door. */
  async function atTheDoor(courier: CourierClient, email?: string) {
    const order = await guestOrder(t.app, devToken, 'ready', undefined, email);
    for (const step of ['accept', 'pickup', 'arrived']) {
      const res = await post(courier, `/api/courier/orders/${order.id}/${step}`);
      if (res.status !== 200) throw new Error(`${step}: ${JSON.stringify(res.json)}`);
    }
    const check = (body: unknown) => post(courier, `/api/courier/orders/${order.id}/id-check`, body);
    const handOver = (body: unknown = HANDOVER) =>
      post(courier, `/api/courier/orders/${order.id}/handover`, body);
    return { ...order, check, handOver };
  }

  /** The order's door checks as stored, every column, oldest first. */
  const checksOf = (orderId: string) =>
    sqlRows<Record<string, unknown>>(
      t.db,
      sql`select * from door_checks where order_id = ${orderId} order by id`,
    );

  return { post, atTheDoor, checksOf };
}
