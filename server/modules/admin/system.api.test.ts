import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import { insertOrderRow } from '#server/test-support/order-rows.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();
type Client = ReturnType<typeof client>;
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Client;
let adminEmail: string;
let item: { productId: string; selectedWeight: string; quantity: number };

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  adminEmail = admin.email;
  support = await staffClient(t, 'support');
  const products = (await client(t.app).call('/api/products')).json!.products as {
    id: string;
    variants: { label: string; stock: number; priceCents: number }[];
  }[];
  const p = products.find((x) => x.variants[0]!.stock >= 2 && x.variants[0]!.priceCents < 5000)!;
  item = { productId: p.id, selectedWeight: p.variants[0]!.label, quantity: 1 };
});

const put = (c: Client, body: unknown) => c.call('/api/admin/settings', { method: 'PUT', body });
const settingsAudits = async () =>
  sqlRows<{ before: unknown; after: unknown; actor_role: string }>(
    t.db,
    sql`select before, after, actor_role from audit_logs where action = 'settings.update' order by id`,
  );

describe('store settings', () => {
  it('are read by admin only', async () => {
    const res = await admin.call('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(res.json!.settings.storeHours.mon).toEqual({ opensHour: 10, closesHour: 22 });
    expect((await support.call('/api/admin/settings')).status).toBe(403);
    expect((await put(support, { firstOrderPercent: 5 })).status).toBe(403);
  });

  it('a fee change shows in the next quote, audited with before and after', async () => {
    const before = await client(t.app).call('/api/checkout/quote', {
      method: 'POST',
      body: { zip: '10011', items: [item] },
    });
    expect(before.json!.pricing.deliveryFeeCents).toBe(1000);
    const res = await put(admin, { deliveryFees: { Manhattan: 1250, Brooklyn: 500, Queens: 500 } });
    expect(res.status).toBe(200);
    const after = await client(t.app).call('/api/checkout/quote', {
      method: 'POST',
      body: { zip: '10011', items: [item] },
    });
    expect(after.json!.pricing.deliveryFeeCents).toBe(1250);
    const rows = await settingsAudits();
    expect(rows.at(-1)).toEqual({
      actor_role: 'admin',
      before: { deliveryFees: { Manhattan: 1000, Brooklyn: 500, Queens: 500 } },
      after: { deliveryFees: { Manhattan: 1250, Brooklyn: 500, Queens: 500 } },
    });
  });

  it('tells the storefront when the giveaway switch moves, and only then', async () => {
    const events: unknown[] = [];
    t.services.bus.subscribe(GIVEAWAYS_TOPIC, (e) => events.push(e));
    expect((await put(admin, { features: { giveaway: false, supportChat: false } })).status).toBe(200);
    await expect
      .poll(() => events)
      .toEqual([expect.objectContaining({ kind: 'giveaway.changed', slug: '*' })]);
    expect((await put(admin, { features: { giveaway: false, supportChat: true } })).status).toBe(200);
    expect((await put(admin, { features: { giveaway: true, supportChat: false } })).status).toBe(200);
    // The chat switch alone said nothing; the giveaway switching back on said so once.
    await expect.poll(() => events.length).toBe(2);
  });

  it('refuses bad settings with clear messages and writes nothing', async () => {
    const n = (await settingsAudits()).length;
    const cases: [unknown, string][] = [
      [{ deliveryZips: ['10011', '07030'] }, 'ZIP 07030 is not in Manhattan, Brooklyn or Queens'],
      [
        { deliveryFees: { Manhattan: -1, Brooklyn: 500, Queens: 500 } },
        'The Manhattan delivery fee cannot be negative',
      ],
      [
        {
          storeHours: {
            ...(await admin.call('/api/admin/settings')).json!.settings.storeHours,
            tue: { opensHour: 18, closesHour: 12 },
          },
        },
        'Closing time must be after opening time',
      ],
      [
        { carryLimitsCents: { light: 500_000, car: 2_000_001 } },
        'The car carry limit cannot be more than $20,000.00',
      ],
      [
        { edibleLimits: { mgPerServing: 12, mgPerPackage: 100 } },
        'An edible serving may hold at most 10 mg THC (OCM)',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(admin, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain(message);
    }
    expect((await settingsAudits()).length).toBe(n);
  });

  it('honours the hours of each weekday in the quote', async () => {
    const hours = (await admin.call('/api/admin/settings')).json!.settings.storeHours as Record<
      string,
      unknown
    >;
    const week = Object.fromEntries(Object.keys(hours).map((d) => [d, { opensHour: 12, closesHour: 14 }]));
    expect((await put(admin, { storeHours: week })).status).toBe(200);
    const q = await client(t.app).call('/api/checkout/quote', {
      method: 'POST',
      body: { zip: '10011', items: [item] },
    });
    expect(q.json!.storeHours).toEqual({ opensHour: 12, closesHour: 14 });
    for (const w of q.json!.windows as { label: string }[]) expect(w.label).toMatch(/(12|1):00 PM–/);
  });

  it('reads an older single pair of hours as every day', async () => {
    await t.db.execute(
      sql`update store_settings set value = '{"opensHour": 11, "closesHour": 20}'::jsonb where key = 'storeHours'`,
    );
    await t.services.bus.publish('settings', { kind: 'settings.changed', at: new Date().toISOString() });
    const res = await admin.call('/api/admin/settings');
    expect(res.json!.settings.storeHours.sat).toEqual({ opensHour: 11, closesHour: 20 });
  });
});

describe('audit log, outbox and search', () => {
  it('lists the audit log with who, newest first, filtered and paged; admin only', async () => {
    const res = await admin.call(`/api/admin/audit-logs?actor=${encodeURIComponent(adminEmail)}&limit=1`);
    expect(res.status).toBe(200);
    expect(res.json!.rows[0]).toMatchObject({
      action: 'settings.update',
      role: 'admin',
      actor: { email: adminEmail },
    });
    const next = await admin.call(
      `/api/admin/audit-logs?action=settings.update&limit=1&cursor=${res.json!.nextCursor}`,
    );
    expect(next.json!.rows[0].id).toBeLessThan(res.json!.rows[0].id);
    expect((await support.call('/api/admin/audit-logs')).status).toBe(403);
  });

  it('sends a test message to the caller, masked, and resends only failed ones', async () => {
    const sent = await admin.call('/api/admin/notifications/test', {
      method: 'POST',
      body: { channel: 'email' },
    });
    expect(sent.status).toBe(200);
    expect(sent.json!.recipient).toBe(`s***${adminEmail.slice(adminEmail.indexOf('@'))}`);
    const sms = await admin.call('/api/admin/notifications/test', {
      method: 'POST',
      body: { channel: 'sms' },
    });
    expect(sms.json!.recipient).toBe('(***) ***-0199');
    const list = await admin.call('/api/admin/notifications?channel=sms');
    expect(list.json!.rows[0]).toMatchObject({
      channel: 'sms',
      recipient: '(***) ***-0199',
      template: 'admin_test',
    });
    const id = list.json!.rows[0].id as number;
    await t.db.execute(
      sql`update notifications_outbox set status = 'pending', attempts = 5, last_error = 'smtp down' where id = ${id}`,
    );
    const failed = await admin.call('/api/admin/notifications?status=failed');
    expect(failed.json!.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect(failed.json!.rows[0].lastError).toBe('smtp down');
    expect((await admin.call(`/api/admin/notifications/${id}/resend`, { method: 'POST' })).status).toBe(200);
    const again = await admin.call(`/api/admin/notifications/${id}/resend`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.json!.error.message).toBe('Only a failed message can be sent again');
    const audits = await sqlRows<{ action: string }>(
      t.db,
      sql`select action from audit_logs where action like 'notification.%' order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'notification.test',
      'notification.test',
      'notification.resend',
    ]);
    expect((await support.call('/api/admin/notifications')).status).toBe(403);
  });

  it('finds customers and products for admin and support, at most 5 a group', async () => {
    const res = await support.call(`/api/admin/search?q=${encodeURIComponent(adminEmail.slice(0, 12))}`);
    expect(res.status).toBe(200);
    expect(res.json!.customers.map((c: { subtitle: string }) => c.subtitle)).toContain(adminEmail);
    const o = await insertOrderRow(t.db, '1 minute', 'pending');
    const byNumber = await admin.call(`/api/admin/search?q=${o.orderNumber.toLowerCase()}`);
    expect(byNumber.json!.orders.map((x: { title: string }) => x.title)).toEqual([o.orderNumber]);
    const byCode = await admin.call(`/api/admin/search?q=${o.trackingCode}`);
    expect(byCode.json!.orders.map((x: { title: string }) => x.title)).toEqual([o.orderNumber]);
    const products = await admin.call('/api/admin/search?q=bl');
    expect(products.json!.products.length).toBeLessThanOrEqual(5);
    for (const p of products.json!.products as { title: string }[])
      expect(p.title.toLowerCase()).toMatch(/^bl/);
    const byPhone = await support.call('/api/admin/search?q=(718) 555-0199');
    expect(byPhone.json!.customers.length).toBeGreaterThan(0);
    const short = await admin.call('/api/admin/search?q=a');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json)).toContain('Type at least 2 characters');
  });
});
