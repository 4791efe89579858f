import { sql } from 'drizzle-orm';
import type { VehicleType } from '#domain/couriers/rules.ts';
import { client, signedInClient, sqlRows, type TestApp } from './test-app.ts';

type Client = ReturnType<typeof client>;

export const PIN = '482913';

/** A signed-in account with a couriers row and the courier role; with `pin`, its PIN is set and the session unlocked. */
export async function courierClient(
  t: TestApp,
  {
    vehicle = 'bike',
    pin = PIN,
    online = true,
  }: { vehicle?: VehicleType; pin?: string | null; online?: boolean } = {},
) {
  const c = await signedInClient(t.app);
  const { user } = (await c.call('/api/session')).json! as { user: { id: string; fullName: string } };
  await t.db.execute(
    sql`insert into couriers (user_id, full_name, phone, vehicle_type) values (${user.id}, 'Test Courier', '3475550100', ${vehicle})`,
  );
  await t.db.execute(sql`insert into user_roles (user_id, role) values (${user.id}, 'courier')`);
  if (pin) {
    const res = await c.call('/api/courier/pin', { method: 'POST', body: { pin } });
    if (res.status !== 200) throw new Error(`PIN set-up failed: ${JSON.stringify(res.json)}`);
    if (online) await c.call('/api/courier/online', { method: 'POST', body: { isOnline: true } });
  }
  return Object.assign(c, { userId: user.id });
}
export type CourierClient = Client & { userId: string };

export const courierOf = async (t: TestApp, userId: string) =>
  (
    await sqlRows<{ id: string; pin_hash: string | null }>(
      t.db,
      sql`select id, pin_hash from couriers where user_id = ${userId}`,
    )
  )[0]!;
