import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_HEADER } from '#domain/account/device.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { accountTopic } from '#domain/realtime.ts';
import { customer, ENTER, insertGiveaway } from '#server/test-support/giveaways-public.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { client, createTestApp, sqlRows, type TestApp } from '#server/test-support/test-app.ts';

const DEV_TOKEN = 'giveaway-test-dev-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_TOKEN });
});
afterAll(() => t.close());

type Client = ReturnType<typeof client>;
const enter = (
  c: Client,
  slug: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => c.call(`/api/giveaways/${slug}/enter`, { method: 'POST', body: { ...ENTER, ...extra }, headers });
const me = async (c: Client, slug: string) => (await c.call(`/api/giveaways/${slug}/me`)).json!.entry;

describe('referrals', () => {
  it('credit the referrer once a new friend enters through the link, under the limit', async () => {
    const g = await insertGiveaway(t, { referralEntries: 3, perPersonLimit: 5 });
    const referrer = await customer(t);
    const { shareCode } = (await enter(referrer.c, g.slug)).json!.entry;
    const told: string[] = [];
    const stop = t.services.bus.subscribe(accountTopic(referrer.userId), (e) => told.push(e.kind));

    const first = await customer(t);
    const res = await enter(first.c, g.slug, { ref: shareCode });
    expect(res.status).toBe(201);
    expect(res.json!.referral).toEqual({ credited: true, message: null });
    expect(res.json!.entry.bySource).toMatchObject({ entry: 1, referral: 0 });
    expect(await me(referrer.c, g.slug)).toMatchObject({
      total: 4,
      friendsReferred: 1,
      bySource: { referral: 3 },
    });
    expect(told).toContain('giveaway.mine');

    // The second friend's bonus is cut to the 1 entry left under the limit of 5; the third gets nothing.
    await enter((await customer(t)).c, g.slug, { ref: shareCode });
    const third = await enter((await customer(t)).c, g.slug, { ref: shareCode });
    expect(third.json!.referral).toEqual({ credited: false, message: null });
    expect(await me(referrer.c, g.slug)).toMatchObject({ total: 5, friendsReferred: 2 });
    stop();
  });

  it('refuse one’s own link, the referrer’s device and accounts older than the referrer’s entry', async () => {
    const g = await insertGiveaway(t);
    const early = await customer(t);
    const referrer = await customer(t);
    const device = '5d1b3a52-8f3e-4d5e-9c1a-7b2e4f6a8c0d';
    const { shareCode } = (await enter(referrer.c, g.slug, {}, { [DEVICE_ID_HEADER]: device })).json!.entry;

    const own = await enter(referrer.c, g.slug, { ref: shareCode });
    expect(own.status).toBe(409);
    expect(own.json!.error.message).toBe(GIVEAWAY_MESSAGES.ownLink);

    const sameDevice = await enter(
      (await customer(t)).c,
      g.slug,
      { ref: shareCode },
      { [DEVICE_ID_HEADER]: device },
    );
    expect(sameDevice.status).toBe(201);
    expect(sameDevice.json!.referral).toEqual({ credited: false, message: GIVEAWAY_MESSAGES.sameDevice });

    const tooLate = await enter(early.c, g.slug, { ref: shareCode });
    expect(tooLate.status).toBe(201);
    expect(tooLate.json!.referral).toEqual({ credited: false, message: GIVEAWAY_MESSAGES.referralTooLate });

    const unknown = await enter((await customer(t)).c, g.slug, { ref: 'nobody-has-this' });
    expect(unknown.json!.referral).toEqual({ credited: false, message: GIVEAWAY_MESSAGES.unknownShareCode });
    expect(await me(referrer.c, g.slug)).toMatchObject({ total: 1, friendsReferred: 0 });
  });

  it('refuse a friend on a device the referrer’s account was seen on', async () => {
    const g = await insertGiveaway(t);
    const referrer = await customer(t);
    const device = '0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f';
    await t.db
      .execute(sql`insert into user_devices (user_id, device_id, device_type, browser, os, screen, time_zone,
      language) values (${referrer.userId}, ${device}, 'mobile', 'Safari', 'iOS', '390x844', 'America/New_York', 'en-US')`);
    const { shareCode } = (await enter(referrer.c, g.slug)).json!.entry;
    const friend = await enter(
      (await customer(t)).c,
      g.slug,
      { ref: shareCode },
      { [DEVICE_ID_HEADER]: device },
    );
    expect(friend.json!.referral.message).toBe(GIVEAWAY_MESSAGES.sameDevice);
  });
});

describe('the order bonus', () => {
  async function deliveredOrderOf(userId: string, steps: () => Promise<void> = async () => {}) {
    const order = await guestOrder(t.app, DEV_TOKEN, 'ready');
    await t.db.execute(sql`update orders set user_id = ${userId} where id = ${order.id}`);
    await steps();
    const res = await client(t.app).call(`/api/dev/orders/${order.orderNumber}/advance`, {
      method: 'POST',
      headers: { 'x-dev-token': DEV_TOKEN },
      body: { to: 'delivered' },
    });
    expect(res.json!.order.status).toBe('delivered');
    return order.id;
  }

  it('credits an entrant’s order when it is delivered, once', async () => {
    const g = await insertGiveaway(t, { orderEntries: 2, perPersonLimit: 20 });
    const buyer = await customer(t);
    await enter(buyer.c, g.slug);
    const orderId = await deliveredOrderOf(buyer.userId);
    await vi.waitFor(async () => {
      const rows = await sqlRows<{ entries: number }>(
        t.db,
        sql`select entries from giveaway_entries where order_id = ${orderId} and giveaway_id = ${g.id}`,
      );
      expect(rows).toEqual([{ entries: 2 }]);
    });
    expect(await me(buyer.c, g.slug)).toMatchObject({ total: 3, bySource: { order: 2 } });
  });

  it('credits delivered orders from before entering at the entry', async () => {
    const g = await insertGiveaway(t, { orderEntries: 2, perPersonLimit: 20 });
    const buyer = await customer(t);
    await deliveredOrderOf(buyer.userId);
    const res = await enter(buyer.c, g.slug);
    expect(res.json!.entry).toMatchObject({ total: 3, bySource: { entry: 1, order: 2 } });
  });
});
