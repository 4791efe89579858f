import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HELD_MESSAGE } from '#domain/risk/score.ts';
import { placeGuestOrder, staffClients, stockedProduct } from '#server/test-support/admin-orders.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { RISK_RULE_KEYS } from '#domain/risk/rules.ts';

const NOON = new Date('2026-11-23T17:00:00Z');
const DEV_TOKEN = 'test-dev-token-0123456789abcdef';
const REFUSED = 'Only an admin can manage risk rules and held orders';

const t = useTestApp({ DEV_TOKEN }, { now: () => NOON });
let admin: ReturnType<typeof client>;
let support: ReturnType<typeof client>;
let productId: string;
beforeAll(async () => {
  ({ admin, support } = await staffClients(t));
  ({ productId } = await stockedProduct(t));
  // Any first order of $10 or more counts as large, so one unit trips the new-customer rule.
  const res = await patchRule('new_account_large_first_order', { parameters: { minTotalCents: 1000 } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
});

const patchRule = (key: string, body: unknown, as = admin) =>
  as.call(`/api/admin/risk/rules/${key}`, { method: 'PATCH', body });
const riskAudit = (targetType: string, targetId: string) =>
  sqlRows<{ action: string; actor_role: string; before: unknown; after: unknown; details: unknown }>(
    t.db,
    sql`select action, actor_role, before, after, details from audit_logs
         where target_type = ${targetType} and target_id = ${targetId} order by id`,
  );

let guests = 0;
/** A guest never seen before (own e-mail and phone), delivering to `street` in 10011. */
const newGuest = (street: string) => {
  guests += 1;
  return {
    email: `risk.guest${guests}@example.test`,
    phone: `212555${String(1000 + guests).padStart(4, '0')}`,
    street,
  };
};

/** Two orders to `street` sent back after failed ID checks, then a new guest's first order there: held (80). */
async function heldOrder(street: string) {
  for (const reason of ['no_valid_id', 'under_21']) {
    const earlier = await placeGuestOrder(t, productId, newGuest(street));
    await t.db.execute(
      sql`update orders set status = 'returned', return_reason = ${reason}, held_at = null where id = ${earlier.id}`,
    );
  }
  return placeGuestOrder(t, productId, newGuest(street));
}

describe('risk rules and threshold', () => {
  it('shows admin every rule with its words, and the threshold; support is refused', async () => {
    const res = await admin.call('/api/admin/risk/rules');
    expect(res.status).toBe(200);
    // Every rule, seeded by the migrations (the last, one ID for many customers, by 0043).
    expect(res.json!.rules.map((r: { key: string }) => r.key)).toEqual([...RISK_RULE_KEYS]);
    expect(res.json!.rules.find((r: { key: string }) => r.key === 'one_id_many_customers')).toMatchObject({
      label: 'One ID for many customers',
      enabled: true,
      weight: 40,
      parameters: { minCustomers: 3, withinDays: 180 },
    });
    expect(res.json!.rules.find((r: { key: string }) => r.key === 'many_cancelled_orders')).toMatchObject({
      label: 'Many cancelled orders',
      enabled: true,
      weight: 20,
      parameters: { minCancelled: 3, withinDays: 90 },
    });
    expect(res.json!.threshold.value).toBe(60);
    const refused = await support.call('/api/admin/risk/rules');
    expect(refused.status).toBe(403);
    expect(refused.json!.error.message).toBe(REFUSED);
  });

  it('saves a rule edit with its before and after in the audit log', async () => {
    const res = await patchRule('many_cancelled_orders', {
      enabled: false,
      weight: 25,
      parameters: { minCancelled: 5 },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json!.rule).toMatchObject({
      enabled: false,
      weight: 25,
      parameters: { minCancelled: 5, withinDays: 90 },
    });
    const [row] = await riskAudit('risk_rule', 'many_cancelled_orders');
    expect(row).toMatchObject({
      action: 'risk.rule.update',
      actor_role: 'admin',
      before: { enabled: true, weight: 20, parameters: { minCancelled: 3, withinDays: 90 } },
      after: { enabled: false, weight: 25, parameters: { minCancelled: 5, withinDays: 90 } },
    });
    await patchRule('many_cancelled_orders', { enabled: true, weight: 20, parameters: { minCancelled: 3 } });
  });

  it('refuses bad rule edits with the reason, changing nothing', async () => {
    const cases: [string, unknown, number, string][] = [
      ['many_cancelled_orders', { weight: 101 }, 400, 'The weight must be at most 100'],
      [
        'many_cancelled_orders',
        { parameters: { minCancelled: 0 } },
        400,
        'The number of cancelled orders must be at least 1',
      ],
      ['order_above_usual', { parameters: { multiplier: 1 } }, 400, 'The multiple must be at least 1.5'],
      ['order_above_usual', { parameters: { colour: 'red' } }, 400, 'Unrecognized key: "colour"'],
      ['many_cancelled_orders', {}, 400, 'Change the switch, the weight or the parameters'],
      ['no_such_rule', { weight: 1 }, 404, 'There is no such risk rule'],
    ];
    for (const [key, body, status, message] of cases) {
      const res = await patchRule(key, body);
      expect(res.status, JSON.stringify(res.json)).toBe(status);
      expect(res.json!.error.message).toBe(message);
    }
    const refused = await patchRule('many_cancelled_orders', { weight: 5 }, support);
    expect(refused.status).toBe(403);
    const rules = (await admin.call('/api/admin/risk/rules')).json!.rules as {
      key: string;
      weight: number;
    }[];
    expect(rules.find((r) => r.key === 'many_cancelled_orders')!.weight).toBe(20);
  });

  it('sets the threshold, audited, and refuses one out of range', async () => {
    const bad = await admin.call('/api/admin/risk/threshold', { method: 'PUT', body: { threshold: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toBe('The hold threshold must be at least 1');
    const ok = await admin.call('/api/admin/risk/threshold', { method: 'PUT', body: { threshold: 70 } });
    expect(ok.json!.threshold.value).toBe(70);
    await admin.call('/api/admin/risk/threshold', { method: 'PUT', body: { threshold: 60 } });
    const rows = await riskAudit('risk_settings', 'hold_threshold');
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ threshold: 60 }, { threshold: 70 }],
      [{ threshold: 70 }, { threshold: 60 }],
    ]);
    const refused = await support.call('/api/admin/risk/threshold', {
      method: 'PUT',
      body: { threshold: 5 },
    });
    expect(refused.status).toBe(403);
  });
});

describe('an order scored at checkout', () => {
  it('keeps a low score without a hold', async () => {
    const order = await placeGuestOrder(t, productId, newGuest('1 Quiet Lane'));
    const detail = (await admin.call(`/api/admin/orders/${order.id}`)).json!.order;
    expect(detail.risk).toEqual({
      score: 40,
      reasons: [
        {
          rule: 'new_account_large_first_order',
          weight: 40,
          text: expect.stringMatching(
            /^Guest with no earlier order; first order of \$[\d.,]+ \(at least \$10\.00\)$/,
          ),
        },
      ],
      heldAt: null,
    });
    expect(detail.allowedActions.status).toEqual(['confirmed']);
  });

  it('holds an order whose score reaches the threshold, with its reasons on the list, detail and queue', async () => {
    const order = await heldOrder('9 Held Street');
    const detail = (await admin.call(`/api/admin/orders/${order.id}`)).json!.order;
    expect(detail.status).toBe('pending');
    expect(detail.risk.score).toBe(80);
    expect(detail.risk.heldAt).toBe(NOON.toISOString());
    expect(detail.risk.reasons.map((r: { text: string }) => r.text)).toContain(
      '2 orders to this address returned after a failed ID check in 180 days (at least 2)',
    );
    expect(detail.allowedActions).toEqual({ status: [], cancel: true, addNote: true, approveRisk: true });
    const list = (await admin.call('/api/admin/orders?held=true')).json!.orders as {
      id: string;
      risk: unknown;
    }[];
    expect(list.find((o) => o.id === order.id)?.risk).toEqual({ score: 80, held: true });
    expect(list.every((o) => (o.risk as { held: boolean }).held)).toBe(true);
    const queue = (await admin.call('/api/admin/risk/held')).json!;
    expect(queue.orders.find((o: { id: string }) => o.id === order.id)).toMatchObject({
      score: 80,
      guest: true,
    });
    expect((await support.call(`/api/admin/orders/${order.id}`)).json!.order.allowedActions.approveRisk).toBe(
      false,
    );
  });

  it('lets nothing move a held order on: admin status, the dev advance, dispatch', async () => {
    const order = await heldOrder('10 Held Street');
    const status = await admin.call(`/api/admin/orders/${order.id}/status`, {
      method: 'POST',
      body: { to: 'confirmed' },
    });
    expect(status.status).toBe(409);
    expect(status.json!.error).toMatchObject({ code: 'held_for_review', message: HELD_MESSAGE });
    const advance = await client(t.app).call(`/api/dev/orders/${order.orderNumber}/advance`, {
      method: 'POST',
      body: {},
      headers: { 'x-dev-token': DEV_TOKEN },
    });
    expect(advance.status).toBe(409);
    expect(advance.json!.error.message).toBe(HELD_MESSAGE);
    const assign = await admin.call(`/api/admin/dispatch/orders/${order.id}/assign`, {
      method: 'POST',
      body: { courierId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(assign.status).toBeGreaterThanOrEqual(400);
    const [row] = await sqlRows<{ status: string }>(
      t.db,
      sql`select status from orders where id = ${order.id}`,
    );
    expect(row!.status).toBe('pending');
  });

  it('lets an admin approve it (audited, noted) so it moves on; support and a bad note are refused', async () => {
    const order = await heldOrder('11 Held Street');
    const path = `/api/admin/risk/held/${order.id}/approve`;
    const bySupport = await support.call(path, { method: 'POST', body: { note: 'Looks fine to me' } });
    expect(bySupport.status).toBe(403);
    expect(bySupport.json!.error.message).toBe(REFUSED);
    const short = await admin.call(path, { method: 'POST', body: { note: 'ok' } });
    expect(short.status).toBe(400);
    expect(short.json!.error.message).toBe('The note must be at least 3 characters');

    const res = await admin.call(path, { method: 'POST', body: { note: 'Called the customer; ID matches' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json!.order.risk).toMatchObject({ score: 80, heldAt: null });
    expect(res.json!.order.allowedActions).toMatchObject({ status: ['confirmed'], approveRisk: false });
    expect(res.json!.order.notes.map((n: { text: string }) => n.text)).toEqual([
      'Approved after risk review: Called the customer; ID matches',
    ]);
    const [audit] = await riskAudit('order', order.id);
    expect(audit).toMatchObject({
      action: 'order.risk.approve',
      actor_role: 'admin',
      before: { heldAt: NOON.toISOString(), riskScore: 80 },
      after: { heldAt: null, riskScore: 80 },
      details: { note: 'Called the customer; ID matches' },
    });
    const again = await admin.call(path, { method: 'POST', body: { note: 'Called the customer' } });
    expect(again.status).toBe(409);
    expect(again.json!.error.message).toBe('This order is not held for review');
    const moved = await admin.call(`/api/admin/orders/${order.id}/status`, {
      method: 'POST',
      body: { to: 'confirmed' },
    });
    expect(moved.json!.order.status).toBe('confirmed');
    const queue = (await admin.call('/api/admin/risk/held')).json!.orders as { id: string }[];
    expect(queue.some((o) => o.id === order.id)).toBe(false);
  });

  it('lets an admin cancel a held order, which leaves the queue', async () => {
    const order = await heldOrder('12 Held Street');
    const res = await admin.call(`/api/admin/orders/${order.id}/cancel`, {
      method: 'POST',
      body: { reason: 'Fake ID suspected' },
    });
    expect(res.json!.order).toMatchObject({ status: 'cancelled', risk: { heldAt: null } });
    const queue = (await admin.call('/api/admin/risk/held')).json!.orders as { id: string }[];
    expect(queue.some((o) => o.id === order.id)).toBe(false);
  });

  it('scores a switched-off rule as nothing', async () => {
    await patchRule('failed_door_checks_at_address', { enabled: false });
    const order = await heldOrder('13 Held Street');
    const detail = (await admin.call(`/api/admin/orders/${order.id}`)).json!.order;
    expect(detail.risk).toMatchObject({ score: 40, heldAt: null });
    await patchRule('failed_door_checks_at_address', { enabled: true });
  });
});
