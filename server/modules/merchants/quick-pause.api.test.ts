import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopPauseResponse } from '#domain/merchant/quick-pause.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';
import { shopPeople } from '#server/test-support/shop-members.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// 12:00 on Monday 2026-11-23 in New York; the test moves this pinned clock on.
const NOON = new Date('2026-11-23T17:00:00Z');
let clock = NOON;
const t = useTestApp({}, { now: () => clock });
let people: Awaited<ReturnType<typeof shopPeople>>;

const HOURS = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { opens: '10:00', closes: '20:00' }]),
);

beforeAll(async () => {
  people = await shopPeople(t);
  const saved = await people.owner.call('/api/merchant/shop', {
    method: 'PUT',
    body: {
      description: 'A neighbourhood dispensary with a short, seasonal menu.',
      phone: '2125550199',
      openingHours: HOURS,
    },
  });
  expect(saved.status).toBe(200);
});

async function shopItem() {
  const [row] = await sqlRows<{ id: string; label: string }>(
    t.db,
    sql`select p.id, v.label from products p join product_variants v on v.product_id = p.id
      where p.merchant_id = ${people.shopId} and p.is_active and v.stock >= 3 order by p.name limit 1`,
  );
  return { productId: row!.id, selectedWeight: row!.label, quantity: 1 };
}

let orders = 0;
async function asapCheckout() {
  orders += 1;
  const guest = client(t.app);
  const body = {
    ...MANHATTAN_GUEST,
    email: `pause.guest${orders}@example.test`,
    note: '',
    couponCode: '',
    items: [await shopItem()],
    deliveryTime: 'asap',
  };
  return guest.call('/api/checkout', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': `quick-pause-${orders}` },
  });
}

const lastAudit = async () =>
  (
    await sqlRows<{ action: string; actor_role: string; after: { closedUntil: string | null } }>(
      t.db,
      sql`select action, actor_role, after from audit_logs where target_id = ${people.shopId}
        order by id desc limit 1`,
    )
  )[0];

describe('quick pauses from the board', () => {
  it('a staff member pauses 30 min: ASAP refused with the closed message, then accepted once the end passes', async () => {
    const paused = await people.staff.call('/api/merchant/pause', { method: 'POST', body: { pause: '30m' } });
    expect(paused.status).toBe(200);
    expect(paused.json as ShopPauseResponse).toEqual({
      pausedUntil: '2026-11-23T17:30:00.000Z',
      openNow: false,
      status: `${people.shopName} is closed until Mon 12:30 PM`,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'merchant.shop.pause',
      after: { closedUntil: '2026-11-23T17:30:00.000Z' },
    });

    const again = await people.staff.call('/api/merchant/pause', { method: 'POST', body: { pause: '1h' } });
    expect(again.status).toBe(409);
    expect(again.json!.error.message).toBe('The shop is already paused until 12:30 PM; resume it first');

    const refused = await asapCheckout();
    expect(refused.status).toBe(422);
    expect(refused.json!.error.message).toBe(
      `${people.shopName} is closed until Mon 12:30 PM; choose a scheduled window`,
    );

    // No job ends it: every check compares the pause's end with the clock.
    clock = new Date('2026-11-23T17:30:00Z');
    const state = await people.staff.call('/api/merchant/pause');
    expect(state.json as ShopPauseResponse).toEqual({ pausedUntil: null, openNow: true, status: 'Open now' });
    const accepted = await asapCheckout();
    expect(accepted.status).toBe(201);
  });

  it('pauses for the rest of today until the shop closes, and resumes at once', async () => {
    clock = new Date('2026-11-23T18:00:00Z');
    const paused = await people.owner.call('/api/merchant/pause', {
      method: 'POST',
      body: { pause: 'today' },
    });
    expect(paused.status).toBe(200);
    // Monday 20:00 New York time
    expect((paused.json as ShopPauseResponse).pausedUntil).toBe('2026-11-24T01:00:00.000Z');
    const settings = await people.owner.call('/api/merchant/shop');
    expect(settings.json!.shop).toMatchObject({
      closedUntil: '2026-11-24T01:00:00.000Z',
      closureNote: 'Paused from the orders board',
    });
    expect((await asapCheckout()).status).toBe(422);

    const resumed = await people.staff.call('/api/merchant/pause', { method: 'DELETE' });
    expect(resumed.status).toBe(200);
    expect(resumed.json as ShopPauseResponse).toMatchObject({ pausedUntil: null, openNow: true });
    expect(await lastAudit()).toMatchObject({ action: 'merchant.shop.resume', after: { closedUntil: null } });
    expect((await asapCheckout()).status).toBe(201);
  });

  it('refuses an unknown length with a plain 400', async () => {
    const res = await people.staff.call('/api/merchant/pause', {
      method: 'POST',
      body: { pause: 'forever' },
    });
    expect(res.status).toBe(400);
    expect(res.json!.error.message).toBe('Choose how long to pause: 30 min, 1 hour or the rest of today');
  });
});
