import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_HEADER } from '#domain/account/device.ts';
import { REFERRALS_PER_DAY } from '#domain/giveaways/referrals.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { accountTopic } from '#domain/realtime.ts';
import { confirmEmail, customer, ENTER, insertGiveaway } from '#server/test-support/giveaways-public.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const DEV_TOKEN = 'giveaway-test-dev-token-0123456789';
const t = useTestApp({ DEV_TOKEN });

type Client = ReturnType<typeof client>;
const enter = (
  c: Client,
  slug: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => c.call(`/api/giveaways/${slug}/enter`, { method: 'POST', body: { ...ENTER, ...extra }, headers });
const me = async (c: Client, slug: string) => (await c.call(`/api/giveaways/${slug}/me`)).json!.entry;

const device = () => randomUUID();
/** A friend as the web app makes one: their own address, phone and device id, e-mail confirmed. */
async function friend(overrides: { phone?: string; confirmed?: boolean } = {}) {
  const f = await customer(t, overrides);
  if (overrides.confirmed !== false) await confirmEmail(t, f.userId);
  return f;
}
const referralOf = async (userId: string, giveawayId: string) =>
  (
    await sqlRows<{ status: string; reason: string | null }>(
      t.db,
      sql`select r.status, r.reason from giveaway_referrals r
        join giveaway_entrants e on e.id = r.referred_entrant_id
        where e.user_id = ${userId} and e.giveaway_id = ${giveawayId}`,
    )
  )[0];
const PENDING = { credited: false, message: GIVEAWAY_MESSAGES.referralPending };

describe('referrals', () => {
  it('credit the referrer once a confirmed friend on their own device enters through the link, under the limit', async () => {
    const g = await insertGiveaway(t, { referralEntries: 3, perPersonLimit: 5 });
    const referrer = await customer(t);
    const { shareCode } = (await enter(referrer.c, g.slug, {}, { [DEVICE_ID_HEADER]: device() })).json!.entry;
    const told: string[] = [];
    const stop = t.services.bus.subscribe(accountTopic(referrer.userId), (e) => told.push(e.kind));

    const first = await friend();
    const res = await enter(first.c, g.slug, { ref: shareCode }, { [DEVICE_ID_HEADER]: device() });
    expect(res.status).toBe(201);
    expect(res.json!.referral).toEqual({ credited: true, message: null });
    expect(res.json!.entry.bySource).toMatchObject({ entry: 1, referral: 0 });
    expect(await me(referrer.c, g.slug)).toMatchObject({
      total: 4,
      friendsReferred: 1,
      friendsPending: 0,
      bySource: { referral: 3 },
    });
    expect(await referralOf(first.userId, g.id)).toEqual({ status: 'credited', reason: null });
    expect(told).toContain('giveaway.mine');

    // The second friend's bonus is cut to the 1 entry left under the limit of 5; the third gets nothing.
    await enter((await friend()).c, g.slug, { ref: shareCode }, { [DEVICE_ID_HEADER]: device() });
    const third = await enter(
      (await friend()).c,
      g.slug,
      { ref: shareCode },
      { [DEVICE_ID_HEADER]: device() },
    );
    expect(third.json!.referral).toEqual({ credited: false, message: null });
    expect(await me(referrer.c, g.slug)).toMatchObject({ total: 5, friendsReferred: 2 });
    stop();
  });

  it('hold an unconfirmed friend as pending, and credit them once they confirm their e-mail', async () => {
    const g = await insertGiveaway(t, { referralEntries: 3, perPersonLimit: 20 });
    const referrer = await customer(t);
    const { shareCode } = (await enter(referrer.c, g.slug, {}, { [DEVICE_ID_HEADER]: device() })).json!.entry;
    const f = await friend({ confirmed: false });
    const res = await enter(f.c, g.slug, { ref: shareCode }, { [DEVICE_ID_HEADER]: device() });
    expect(res.json!.referral).toEqual(PENDING);
    expect(await me(referrer.c, g.slug)).toMatchObject({ total: 1, friendsReferred: 0, friendsPending: 1 });
    expect(await referralOf(f.userId, g.id)).toEqual({
      status: 'pending_confirmation',
      reason: 'unconfirmed_email',
    });

    await confirmEmail(t, f.userId);
    await vi.waitFor(async () =>
      expect(await me(referrer.c, g.slug)).toMatchObject({ total: 4, friendsReferred: 1, friendsPending: 0 }),
    );
    expect(await referralOf(f.userId, g.id)).toEqual({ status: 'credited', reason: null });
  });

  it('do not credit a friend entering from the referrer’s address, and tell neither of them why', async () => {
    const g = await insertGiveaway(t);
    const referrer = await customer(t);
    const ip = '203.0.113.77';
    const { shareCode } = (
      await enter(referrer.c, g.slug, {}, { [DEVICE_ID_HEADER]: device(), 'x-forwarded-for': ip })
    ).json!.entry;
    const f = await friend();
    const res = await enter(
      f.c,
      g.slug,
      { ref: shareCode },
      { [DEVICE_ID_HEADER]: device(), 'x-forwarded-for': ip },
    );
    expect(res.json!.referral).toEqual(PENDING);
    expect(await referralOf(f.userId, g.id)).toEqual({ status: 'held', reason: 'same_ip' });
    const page = await referrer.c.call(`/api/giveaways/${g.slug}/me`);
    expect(page.json!.entry).toMatchObject({ total: 1, friendsReferred: 0, friendsPending: 1 });
    expect(page.text).not.toMatch(/same_ip|held|reason/);
  });

  it('refuse a friend on the referrer’s device or phone line, and own links and older accounts', async () => {
    const g = await insertGiveaway(t);
    const early = await customer(t);
    const referrer = await customer(t);
    const shared = '5d1b3a52-8f3e-4d5e-9c1a-7b2e4f6a8c0d';
    const { shareCode } = (await enter(referrer.c, g.slug, {}, { [DEVICE_ID_HEADER]: shared })).json!.entry;

    const own = await enter(referrer.c, g.slug, { ref: shareCode });
    expect(own.status).toBe(409);
    expect(own.json!.error.message).toBe(GIVEAWAY_MESSAGES.ownLink);

    const sameDevice = await friend();
    const res = await enter(sameDevice.c, g.slug, { ref: shareCode }, { [DEVICE_ID_HEADER]: shared });
    expect(res.status).toBe(201);
    expect(res.json!.referral).toEqual(PENDING);
    expect(await referralOf(sameDevice.userId, g.id)).toEqual({ status: 'refused', reason: 'same_device' });

    const p = referrer.phone;
    const samePhone = await friend({ phone: `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` });
    const byPhone = await enter(samePhone.c, g.slug, { ref: shareCode }, { [DEVICE_ID_HEADER]: device() });
    expect(byPhone.json!.referral).toEqual(PENDING);
    expect(await referralOf(samePhone.userId, g.id)).toEqual({ status: 'refused', reason: 'same_phone' });

    const tooLate = await enter(early.c, g.slug, { ref: shareCode });
    expect(tooLate.status).toBe(201);
    expect(tooLate.json!.referral).toEqual({ credited: false, message: GIVEAWAY_MESSAGES.referralTooLate });

    const unknown = await enter((await customer(t)).c, g.slug, { ref: 'nobody-has-this' });
    expect(unknown.json!.referral).toEqual({ credited: false, message: GIVEAWAY_MESSAGES.unknownShareCode });
    expect(await me(referrer.c, g.slug)).toMatchObject({ total: 1, friendsReferred: 0, friendsPending: 0 });
  });

  it('refuse a friend on a device the referrer’s account was seen on', async () => {
    const g = await insertGiveaway(t);
    const referrer = await customer(t);
    const seen = '0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f';
    await t.db
      .execute(sql`insert into user_devices (user_id, device_id, device_type, browser, os, screen, time_zone,
      language) values (${referrer.userId}, ${seen}, 'mobile', 'Safari', 'iOS', '390x844', 'America/New_York', 'en-US')`);
    const { shareCode } = (await enter(referrer.c, g.slug)).json!.entry;
    const f = await friend();
    const res = await enter(f.c, g.slug, { ref: shareCode }, { [DEVICE_ID_HEADER]: seen });
    expect(res.json!.referral).toEqual(PENDING);
    expect(await referralOf(f.userId, g.id)).toEqual({ status: 'refused', reason: 'same_device' });
  });

  it('hold a friend who sends no device id for review', async () => {
    const g = await insertGiveaway(t);
    const referrer = await customer(t);
    const { shareCode } = (await enter(referrer.c, g.slug, {}, { [DEVICE_ID_HEADER]: device() })).json!.entry;
    const f = await friend();
    expect((await enter(f.c, g.slug, { ref: shareCode })).json!.referral).toEqual(PENDING);
    expect(await referralOf(f.userId, g.id)).toEqual({ status: 'held', reason: 'no_device' });
  });

  it(`credit at most ${REFERRALS_PER_DAY} friends a New York day and hold the next for review`, async () => {
    const g = await insertGiveaway(t, { referralEntries: 2, perPersonLimit: 50 });
    const referrer = await customer(t);
    const { shareCode } = (await enter(referrer.c, g.slug, {}, { [DEVICE_ID_HEADER]: device() })).json!.entry;
    const friends = [];
    for (let i = 0; i <= REFERRALS_PER_DAY; i += 1) {
      const f = await friend();
      friends.push(f);
      await enter(f.c, g.slug, { ref: shareCode }, { [DEVICE_ID_HEADER]: device() });
    }
    expect(await me(referrer.c, g.slug)).toMatchObject({
      total: 1 + 2 * REFERRALS_PER_DAY,
      friendsReferred: REFERRALS_PER_DAY,
      friendsPending: 1,
    });
    const statuses = await Promise.all(friends.map((f) => referralOf(f.userId, g.id)));
    expect(statuses.filter((s) => s?.status === 'credited')).toHaveLength(REFERRALS_PER_DAY);
    expect(statuses.at(-1)).toEqual({ status: 'held', reason: 'daily_cap' });

    // Staff see it held, with its reason and referrer, and credit it; audited, once.
    const admin = await staffClient(t, 'admin');
    const list = await admin.call(`/api/admin/giveaways/entrants?giveawayId=${g.id}&status=referral_held`);
    expect(list.json!.rows).toHaveLength(1);
    const heldRow = list.json!.rows[0];
    expect(heldRow).toMatchObject({
      userId: friends.at(-1)!.userId,
      referral: { status: 'held', reason: 'daily_cap', decidedByName: null },
      referredBy: { email: expect.any(String) },
    });
    const decide = (decision: string) =>
      admin.call(`/api/admin/giveaways/entrants/${heldRow.id}/referral`, {
        method: 'POST',
        body: { decision },
      });
    const credited = await decide('credit');
    expect(credited.status).toBe(200);
    expect(credited.json!.entrant.referral).toMatchObject({ status: 'credited', reason: 'daily_cap' });
    expect(await me(referrer.c, g.slug)).toMatchObject({
      total: 3 + 2 * REFERRALS_PER_DAY,
      friendsPending: 0,
    });
    const again = await decide('refuse');
    expect(again.status).toBe(409);
    const audits = await sqlRows<{ action: string; after: Record<string, unknown> }>(
      t.db,
      sql`select action, after from audit_logs where target_type = 'giveaway_entrant' and target_id = ${heldRow.id} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['giveaway.referral_held', 'giveaway.referral_credited']);
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
