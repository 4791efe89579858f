import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '#domain/admin/coupons.ts';
import type { Product } from '#domain/catalog.ts';
import { couponBody } from '#server/test-support/access/coupons-import-probes.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The admin's coupons: create, list with usage and revenue, edit, switch, delete or archive; each audited.
const NOON = new Date('2026-11-23T17:00:00Z');
const t = useTestApp({}, { now: () => NOON });
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
let items: { productId: string; selectedWeight: string; quantity: number }[];

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  support = await staffClient(t, 'support');
  const { products } = (await client(t.app).call('/api/products')).json! as { products: Product[] };
  const rich = products.find((p) => p.variants.some((v) => v.stock >= 40))!;
  items = [
    { productId: rich.id, selectedWeight: rich.variants.find((v) => v.stock >= 40)!.label, quantity: 1 },
  ];
});

const create = (body: Record<string, unknown>) => admin.call('/api/admin/coupons', { method: 'POST', body });
let n = 0;
const checkout = (couponCode: string) =>
  client(t.app).call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `admin-coupon-${(n += 1)}-${Date.now()}` },
    body: { ...MANHATTAN_GUEST, email: `c${n}.${Date.now()}@example.test`, couponCode, items },
  });
const audits = (id: string) =>
  sqlRows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    t.db,
    sql`select action, before, after from audit_logs where target_type = 'coupon' and target_id = ${id} order by id`,
  );

describe('admin coupons', () => {
  it('creates a coupon (code upper-cased), audited, and lists it with its status', async () => {
    const res = await create({ ...couponBody('spring-10'), isActive: true, usageLimit: 3 });
    expect(res.status).toBe(201);
    const coupon = res.json!.coupon;
    expect(coupon).toMatchObject({ code: 'SPRING-10', status: 'active', timesUsed: 0, revenueCents: 0 });
    expect((await audits(coupon.id)).map((a) => a.action)).toEqual(['coupon.created']);
    const list = await admin.call('/api/admin/coupons?q=spring&status=active');
    expect(list.json!.coupons.map((c: { code: string }) => c.code)).toContain('SPRING-10');
    expect((await admin.call('/api/admin/coupons?status=expired')).json!.coupons).not.toContainEqual(
      expect.objectContaining({ code: 'SPRING-10' }),
    );
  });

  it.each([
    [{ kind: 'percent', value: 120 }, 'value', 'Enter a percent from 1 to 100'],
    [{ kind: 'fixed', value: 0 }, 'value', 'Enter the amount off'],
    [{ code: 'a b' }, 'code', 'Use letters, digits, dashes and underscores in the code'],
    [
      { startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      'endsAt',
      'The end must be after the start',
    ],
    [{ usageLimit: 0 }, 'usageLimit', 'The total usage limit must be at least 1'],
  ])('refuses %j, naming the field', async (patch, field, message) => {
    const res = await create({ ...couponBody(), ...patch });
    expect(res.status).toBe(400);
    expect(res.json!.error.fields[field]).toBe(message);
  });

  it('refuses a code another coupon uses, on the code field', async () => {
    await create(couponBody('TAKEN1'));
    const res = await create(couponBody('taken1'));
    expect(res.status).toBe(409);
    expect(res.json!.error.fields.code).toBe(COUPON_MESSAGES.codeTaken('TAKEN1'));
  });

  it('support may not read or change coupons', async () => {
    expect((await support.call('/api/admin/coupons')).status).toBe(403);
    expect((await support.call('/api/admin/coupons', { method: 'POST', body: couponBody() })).status).toBe(
      403,
    );
  });

  it('shows usage and revenue; a used code is fixed; deleting a used coupon archives it', async () => {
    const { coupon } = (await create({ ...couponBody('USEDONCE'), isActive: true })).json!;
    const placed = await checkout('USEDONCE');
    expect(placed.status).toBe(201);
    const seen = (await admin.call(`/api/admin/coupons/${coupon.id}`)).json!.coupon;
    expect(seen).toMatchObject({
      timesUsed: 1,
      used: true,
      revenueCents: placed.json!.order.pricing.totalCents,
    });
    const renamed = await admin.call(`/api/admin/coupons/${coupon.id}`, {
      method: 'PUT',
      body: { ...couponBody('RENAMED'), isActive: true },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.json!.error.fields.code).toBe(COUPON_MESSAGES.codeLocked);
    const edited = await admin.call(`/api/admin/coupons/${coupon.id}`, {
      method: 'PUT',
      body: { ...couponBody('USEDONCE'), description: 'Kept code', isActive: true },
    });
    expect(edited.json!.coupon.description).toBe('Kept code');
    const removed = await admin.call(`/api/admin/coupons/${coupon.id}`, { method: 'DELETE' });
    expect(removed.json!).toMatchObject({ outcome: 'archived', coupon: { status: 'archived' } });
    const refused = await checkout('USEDONCE');
    expect(refused.status).toBe(422);
    expect(refused.json!.error.message).toBe('Coupon USEDONCE is no longer available');
    expect((await admin.call('/api/admin/coupons?status=archived')).json!.coupons).toContainEqual(
      expect.objectContaining({ code: 'USEDONCE' }),
    );
    const changedArchived = await admin.call(`/api/admin/coupons/${coupon.id}/active`, {
      method: 'POST',
      body: { active: false },
    });
    expect(changedArchived.status).toBe(409);
    expect((await audits(coupon.id)).map((a) => a.action)).toEqual([
      'coupon.created',
      'coupon.updated',
      'coupon.archived',
    ]);
  });

  it('leaves a cancelled order out of the revenue, and its code still counts as used', async () => {
    const { coupon } = (await create({ ...couponBody('CANCELME'), isActive: true })).json!;
    const placed = await checkout('CANCELME');
    await t.db.execute(sql`update orders set status = 'cancelled' where id = ${placed.json!.order.id}`);
    const [listed] = (await admin.call('/api/admin/coupons?q=CANCELME')).json!.coupons;
    expect(listed).toMatchObject({ id: coupon.id, revenueCents: 0, used: true });
  });

  it('switches a coupon off and on, and deletes an unused one, audited', async () => {
    const { coupon } = (await create({ ...couponBody('SWITCHME'), isActive: true })).json!;
    const off = await admin.call(`/api/admin/coupons/${coupon.id}/active`, {
      method: 'POST',
      body: { active: false },
    });
    expect(off.json!.coupon.status).toBe('inactive');
    expect((await checkout('SWITCHME')).json!.error.message).toBe('Coupon SWITCHME is no longer available');
    const removed = await admin.call(`/api/admin/coupons/${coupon.id}`, { method: 'DELETE' });
    expect(removed.json!).toEqual({ outcome: 'deleted', coupon: null });
    expect((await admin.call(`/api/admin/coupons/${coupon.id}`)).status).toBe(404);
    const trail = await audits(coupon.id);
    expect(trail.map((a) => a.action)).toEqual(['coupon.created', 'coupon.deactivated', 'coupon.deleted']);
    expect(trail[1]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('answers 404 for a coupon that does not exist or a malformed id', async () => {
    expect((await admin.call('/api/admin/coupons/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.call('/api/admin/coupons/nope')).json!.error.message).toBe(COUPON_MESSAGES.notFound);
  });
});
