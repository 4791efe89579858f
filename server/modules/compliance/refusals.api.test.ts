import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, newCustomer, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// Noon in New York on a weekday: the store is open.
const clock = new Date('2026-11-23T17:00:00Z');
const t = useTestApp({}, { now: () => clock });
let catalog: Product[];
beforeAll(async () => {
  catalog = ((await client(t.app).call('/api/products')).json! as { products: Product[] }).products;
});

interface Logged {
  id: number;
  at: Date;
  rule: string;
  surface: string;
  user_id: string | null;
}
/** The log's rows written after `since` (its id), with every column the table has. */
const logSince = async (since: number) =>
  sqlRows<Logged>(t.db, sql`select * from compliance_refusals where id > ${since} order by id`);
const lastId = async () =>
  (await sqlRows<{ id: number | null }>(t.db, sql`select max(id)::int as id from compliance_refusals`))[0]!
    .id ?? 0;

/** Runs `act`, then answers the rows it logged, each with exactly the rule, surface, time (and its day) and user id. */
async function logged(act: () => Promise<unknown>) {
  const since = await lastId();
  await act();
  const rows = await logSince(since);
  for (const row of rows)
    expect(Object.keys(row).sort()).toEqual(['at', 'day', 'id', 'rule', 'surface', 'user_id']);
  return rows.map((r) => ({ rule: r.rule, surface: r.surface, userId: r.user_id }));
}

let n = 0;
const item = (selectedWeight = 'unit', quantity = 1) => {
  const product = catalog.find((p) => p.variants.some((v) => v.label === selectedWeight && v.stock > 0))!;
  return { productId: product.id, selectedWeight, quantity };
};
const checkout = (c: ReturnType<typeof client>, body: Record<string, unknown>) =>
  c.call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `refusal-${(n += 1)}-${Date.now()}` },
    body: { ...MANHATTAN_GUEST, items: [item()], ...body },
  });

describe('refusals at checkout are logged with their rule and only the user id', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a ZIP outside the delivery area', { zip: '10301' }, 'delivery_area'],
    ['a buyer under 21', { birthDate: '2008-01-01' }, 'age'],
    ['no 21+ attestation', { ageAttested: false }, 'age'],
    ['a delivery time outside the hours', { deliveryTime: '2020-01-01T15:00:00.000Z' }, 'hours'],
  ];
  it.each(cases)('%s', async (_what, body, rule) => {
    const rows = await logged(async () =>
      expect((await checkout(client(t.app), body)).status).toBe(
        rule === 'age' && 'ageAttested' in body ? 400 : 422,
      ),
    );
    expect(rows).toEqual([{ rule, surface: 'checkout', userId: null }]);
  });

  it('over the flower limit', async () => {
    const flower = catalog.find((p) => p.category === 'flower' && p.variants.some((v) => v.label === '28g'))!;
    const items = [{ productId: flower.id, selectedWeight: '28g', quantity: 4 }];
    const rows = await logged(async () =>
      expect((await checkout(client(t.app), { items })).status).toBe(422),
    );
    expect(rows).toEqual([{ rule: 'purchase_limit_flower', surface: 'checkout', userId: null }]);
  });

  it("a signed-in customer's refusal carries their user id, and nothing else of theirs", async () => {
    const c = await signedInClient(t.app);
    const { user } = (await c.call('/api/session')).json! as { user: { id: string } };
    const rows = await logged(async () => expect((await checkout(c, { zip: '10301' })).status).toBe(422));
    expect(rows).toEqual([{ rule: 'delivery_area', surface: 'checkout', userId: user.id }]);
  });

  it('a refusal for another reason (an empty order) is not a compliance refusal', async () => {
    expect(await logged(() => checkout(client(t.app), { items: [] }))).toEqual([]);
  });
});

describe('refusals elsewhere', () => {
  it('a sign-up without the 21+ confirmation', async () => {
    const rows = await logged(async () => {
      const res = await client(t.app).call('/api/session/sign-up', {
        method: 'POST',
        body: { ...newCustomer(), ageConfirmed: false },
      });
      expect(res.status).toBe(400);
    });
    expect(rows).toEqual([{ rule: 'signup_age', surface: 'sign_up', userId: null }]);
  });

  it('a courier application from someone under 21', async () => {
    const rows = await logged(async () => {
      const res = await client(t.app).call('/api/courier-applications', {
        method: 'POST',
        body: {
          fullName: 'Young Rider',
          email: `young.${Date.now()}@example.test`,
          phone: '3475550123',
          borough: 'Queens',
          vehicleType: 'bike',
          birthDate: '2007-05-05',
        },
      });
      expect(res.status).toBe(422);
    });
    expect(rows).toEqual([{ rule: 'application_age', surface: 'courier_application', userId: null }]);
  });

  it('a courier accepting, and dispatch assigning, past the carry limit', async () => {
    const courier = await courierClient(t);
    const placed = await checkout(client(t.app), {});
    const heavy = (await checkout(client(t.app), {})).json!.order as { id: string };
    const { id } = placed.json!.order as { id: string };
    await t.db.execute(
      sql`update orders set status = 'in_transit', courier_user_id = ${courier.userId}, subtotal_cents = 500000 where id = ${heavy.id}`,
    );
    await t.db.execute(sql`update orders set status = 'ready' where id = ${id}`);
    const accepted = await logged(async () => {
      const res = await courier.call(`/api/courier/orders/${id}/accept`, { method: 'POST' });
      expect(res.json).toMatchObject({ error: { code: 'carry_limit' } });
    });
    expect(accepted).toEqual([{ rule: 'carry_limit', surface: 'courier_accept', userId: courier.userId }]);

    const admin = await staffClient(t, 'admin');
    const courierId = (
      await sqlRows<{ id: string }>(t.db, sql`select id from couriers where user_id = ${courier.userId}`)
    )[0]!.id;
    const assigned = await logged(async () => {
      const res = await admin.call(`/api/admin/dispatch/orders/${id}/assign`, {
        method: 'POST',
        body: { courierId },
      });
      expect(res.json).toMatchObject({ error: { code: 'carry_limit' } });
    });
    expect(assigned).toEqual([{ rule: 'carry_limit', surface: 'dispatch_assign', userId: admin.userId }]);
  });
});
