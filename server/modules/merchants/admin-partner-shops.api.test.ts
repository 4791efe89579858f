import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '#domain/merchant/partner-schemas.ts';
import { merchantTopic, STAFF_MERCHANTS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The admin's partner shops: the list with owners and counts, and the terms an admin sets (audited).
const t = useTestApp({}, { now: () => NOON });
let admin: Awaited<ReturnType<typeof staffClient>>;
// 12:00 on a Monday in New York: the seeded shops are open.
const NOON = new Date('2026-11-23T17:00:00Z');
beforeAll(async () => {
  admin = await staffClient(t, 'admin');
});

const patch = (id: string, body: unknown) =>
  admin.call(`/api/admin/partner-shops/${id}`, { method: 'PATCH', body });

describe('partner shops (admin)', () => {
  it('lists every shop with its owner, people, products, open state and terms', async () => {
    const res = await admin.call('/api/admin/partner-shops');
    expect(res.status).toBe(200);
    const demo = res.json!.shops.find(
      (s: { ownerEmail: string | null }) => s.ownerEmail === 'merchant@demo.nymnyc.test',
    );
    expect(demo).toMatchObject({
      membersCount: expect.any(Number),
      productsCount: expect.any(Number),
      openNow: true,
      closedUntil: null,
      pricesEditable: false,
      commissionBps: 2000,
    });
    expect(demo.productsCount).toBeGreaterThan(0);
  });

  it('changes what a shop may do and the commission, audited with before and after', async () => {
    const [shop] = await sqlRows<{ id: string }>(t.db, sql`select id from merchants order by name limit 1`);
    const res = await patch(shop!.id, { pricesEditable: true, commissionBps: 1750 });
    expect(res.json!.shop).toMatchObject({ id: shop!.id, pricesEditable: true, commissionBps: 1750 });
    const [audit] = await sqlRows<{ action: string; before: unknown; after: unknown }>(
      t.db,
      sql`select action, before, after from audit_logs where target_id = ${shop!.id} order by id desc limit 1`,
    );
    expect(audit).toEqual({
      action: 'merchant.terms_changed',
      before: { pricesEditable: false, commissionBps: 2000 },
      after: { pricesEditable: true, commissionBps: 1750 },
    });
    expect((await patch(shop!.id, { commissionBps: 2000 })).json!.shop).toMatchObject({
      pricesEditable: true,
      commissionBps: 2000,
    });
    const audits = () =>
      sqlRows(
        t.db,
        sql`select id from audit_logs where target_id = ${shop!.id} and action = 'merchant.terms_changed'`,
      );
    const count = (await audits()).length;
    expect((await patch(shop!.id, { pricesEditable: true })).status).toBe(200);
    expect((await audits()).length).toBe(count);
  });

  it.each([
    [{}, 'Change the price setting or the commission'],
    [{ commissionBps: 10_001 }, 'The commission must be between 0% and 100%'],
    [{ commissionBps: -1 }, 'The commission must be between 0% and 100%'],
    [{ commissionBps: 12.5 }, 'The commission must be a whole number of basis points'],
    [{ pricesEditable: 'yes' }, 'pricesEditable must be true or false'],
  ])('refuses %j: %s', async (body, message) => {
    const [shop] = await sqlRows<{ id: string }>(t.db, sql`select id from merchants order by name limit 1`);
    const res = await patch(shop!.id, body);
    expect(res.status).toBe(400);
    expect(res.json!.error.message).toBe(message);
  });

  it('answers 404 for a shop that does not exist', async () => {
    const res = await patch('00000000-0000-4000-8000-000000000000', { commissionBps: 100 });
    expect(res.json).toMatchObject({ error: { message: PARTNER_MESSAGES.shopNotFound } });
  });

  it("tells the shop's portal and the admins at once; only merchants:manage may follow staff-merchants", async () => {
    const [shop] = await sqlRows<{ id: string }>(t.db, sql`select id from merchants order by name limit 1`);
    const heard: [string, RealtimeEvent][] = [];
    const offs = [merchantTopic(shop!.id), STAFF_MERCHANTS_TOPIC].map((topic) =>
      t.services.bus.subscribe(topic, (event) => heard.push([topic, event])),
    );
    await patch(shop!.id, { commissionBps: 1900 });
    offs.forEach((off) => off());
    expect(heard).toEqual([
      [merchantTopic(shop!.id), expect.objectContaining({ kind: 'shop.changed', what: 'settings' })],
      [STAFF_MERCHANTS_TOPIC, expect.objectContaining({ kind: 'partner.changed', shopId: shop!.id })],
    ]);
    const may = (roles: ('admin' | 'support' | 'merchant')[]) =>
      t.services.topics.authorize(STAFF_MERCHANTS_TOPIC, { userId: 'someone', roles });
    expect([await may(['admin']), await may(['support']), await may(['merchant'])]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
