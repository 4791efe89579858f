import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '#domain/merchant/staff.ts';
import { SESSIONS_TOPIC } from '#domain/realtime.ts';
import { OWNER_ONLY_MESSAGE } from '#server/http/middleware/require-shop.ts';
import { demoOwner, shopMemberClient } from '#server/test-support/shop-people.ts';
import { salesShops } from '#server/test-support/shop-sales.ts';
import {
  client,
  createTestApp,
  newCustomer,
  signUpAndSignIn,
  sqlRows,
  type TestApp,
} from '#server/test-support/test-app.ts';

let t: TestApp;
let owner: ReturnType<typeof client>;
let shopId: string;
let otherShopId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ shopId, otherShopId } = await salesShops(t));
  owner = await demoOwner(t);
});
afterAll(() => t.close());

const invite = (email: string, name = 'Sam Rivera', who = owner) =>
  who.call('/api/merchant/staff', { method: 'POST', body: { email, name } });
const remove = (userId: string, who = owner) =>
  who.call(`/api/merchant/staff/${userId}`, { method: 'DELETE' });
const outboxTo = (email: string) =>
  sqlRows<{ template: string; body: string }>(
    t.db,
    sql`select template, body from notifications_outbox where to_address = ${email} order by id`,
  );
const rolesOf = async (userId: string) =>
  (
    await sqlRows<{ role: string }>(
      t.db,
      sql`select role::text from user_roles where user_id = ${userId} order by role`,
    )
  ).map((r) => r.role);
const auditOf = (userId: string) =>
  sqlRows<{ action: string; before: unknown; after: unknown }>(
    t.db,
    sql`select action, before, after from audit_logs where target_type = 'user' and target_id = ${userId} order by id`,
  );
const refusal = (res: { status: number; json: any }) => ({
  status: res.status,
  message: res.json!.error?.message,
});

describe('GET /api/merchant/staff', () => {
  it("lists the shop's people, the owner first, and refuses staff", async () => {
    const staff = await shopMemberClient(t, shopId, 'staff');
    const res = await owner.call('/api/merchant/staff');
    expect(res.status).toBe(200);
    expect(res.json!.members[0]).toMatchObject({
      email: 'merchant@demo.nymnyc.test',
      role: 'owner',
      pending: false,
    });
    expect(res.json!.members).toContainEqual(
      expect.objectContaining({ userId: staff.userId, email: staff.email, role: 'staff', pending: false }),
    );
    const other = await shopMemberClient(t, otherShopId, 'owner');
    const theirs = await other.c.call('/api/merchant/staff');
    expect(theirs.json!.members.map((m: { userId: string }) => m.userId)).not.toContain(staff.userId);
    for (const res of [
      await staff.c.call('/api/merchant/staff'),
      await invite('someone@example.test', 'Someone', staff.c),
      await remove(staff.userId, staff.c),
    ]) {
      expect(refusal(res)).toEqual({ status: 403, message: OWNER_ONLY_MESSAGE });
    }
  });
});

describe('POST /api/merchant/staff', () => {
  it('makes an account for a new e-mail, with a set-password link; the person then works the shop as staff', async () => {
    const email = `new.staff.${Date.now()}@example.test`;
    const res = await invite(email.toUpperCase(), '  Sam Rivera ');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      accountCreated: true,
      message: STAFF_MESSAGES.invited,
      member: { email, name: 'Sam Rivera', role: 'staff', pending: true },
    });
    const userId = res.json!.member.userId as string;
    expect(await rolesOf(userId)).toEqual(['customer', 'merchant']);
    const [mail] = await outboxTo(email);
    expect(mail!.template).toBe('merchant-staff-invited');
    expect(await auditOf(userId)).toEqual([
      {
        action: 'shop.staff.invited',
        before: { shopId: null, roles: [] },
        after: { shopId, shopRole: 'staff' },
      },
    ]);

    const token = decodeURIComponent(/set-password\?token=([^\s]+)/.exec(mail!.body)![1]!);
    const password = 'Harbor-lights-42';
    const set = await client(t.app).call('/api/session/set-password', {
      method: 'POST',
      body: { token, password, confirmPassword: password },
    });
    expect(set.json).toEqual({
      message: 'Your password is set. Sign in to your partner shop portal.',
      app: 'merchant',
    });
    const staff = client(t.app);
    expect(
      (await staff.call('/api/session/sign-in', { method: 'POST', body: { email, password } })).status,
    ).toBe(200);
    const me = await staff.call('/api/merchant/me');
    expect(me.json).toMatchObject({
      shopId,
      shopRole: 'staff',
      shopPermissions: ['shop:orders', 'shop:stock'],
    });
    expect(refusal(await staff.call('/api/merchant/reports/sales'))).toEqual({
      status: 403,
      message: OWNER_ONLY_MESSAGE,
    });
  });

  it('adds an existing account that works for no shop, and tells them by e-mail', async () => {
    const c = client(t.app);
    const body = newCustomer();
    await signUpAndSignIn(c, body);
    const email = body.email.toLowerCase();
    const res = await invite(email, 'Ignored Name');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      accountCreated: false,
      member: { email, name: 'Jordan Lee', pending: false },
    });
    expect(await rolesOf(res.json!.member.userId)).toEqual(['customer', 'merchant']);
    const mails = await outboxTo(email);
    expect(mails.at(-1)!.body).toContain("with your account's e-mail and password");
    expect((await c.call('/api/merchant/me')).json).toMatchObject({ shopId, shopRole: 'staff' });
  });

  it('refuses a person who already works for a partner shop, this one or another', async () => {
    const mine = await shopMemberClient(t, shopId, 'staff');
    const theirs = await shopMemberClient(t, otherShopId, 'staff');
    for (const email of [mine.email, theirs.email, 'merchant@demo.nymnyc.test']) {
      expect(refusal(await invite(email))).toEqual({ status: 409, message: STAFF_MESSAGES.alreadyInShop });
    }
    expect(await rolesOf(theirs.userId)).toEqual(['merchant']);
  });

  it('refuses store team and courier accounts, and blocked ones, writing nothing', async () => {
    for (const email of ['admin@demo.nymnyc.test', 'support@demo.nymnyc.test', 'courier@demo.nymnyc.test']) {
      expect(refusal(await invite(email))).toEqual({ status: 409, message: STAFF_MESSAGES.storeRole });
    }
    const c = client(t.app);
    const body = newCustomer();
    await signUpAndSignIn(c, body);
    await t.db.execute(sql`update users set blocked_at = now() where email = ${body.email.toLowerCase()}`);
    expect(refusal(await invite(body.email))).toEqual({ status: 409, message: STAFF_MESSAGES.blocked });
    const [count] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from merchant_members mm join users u on u.id = mm.user_id
          where u.email in ('admin@demo.nymnyc.test', 'support@demo.nymnyc.test', 'courier@demo.nymnyc.test', ${body.email.toLowerCase()})`,
    );
    expect(count!.n).toBe(0);
  });

  it.each([
    [{ email: 'not-an-email', name: 'Sam' }, STAFF_MESSAGES.email],
    [{ email: 'sam@example.test', name: '  ' }, STAFF_MESSAGES.name],
  ])('refuses bad input %o', async (body, message) => {
    const res = await owner.call('/api/merchant/staff', { method: 'POST', body });
    expect(refusal(res)).toEqual({ status: 400, message });
  });
});

describe('DELETE /api/merchant/staff/:userId', () => {
  it('removes a staff member: membership and merchant role go, their next request is refused, sockets re-check', async () => {
    const staff = await shopMemberClient(t, shopId, 'staff');
    expect((await staff.c.call('/api/merchant/me')).status).toBe(200);
    const events: unknown[] = [];
    const stop = t.services.bus.subscribe(SESSIONS_TOPIC, (e) => void events.push(e));
    const res = await remove(staff.userId);
    stop();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: STAFF_MESSAGES.removed });
    expect(await rolesOf(staff.userId)).toEqual([]);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'sessions.changed', userId: staff.userId }),
    );
    // No merchant role any more: the portal's role check refuses before the shop is looked up.
    const refused = await staff.c.call('/api/merchant/me');
    expect(refused.json).toEqual({ error: { code: 'forbidden', message: 'You do not have access to this' } });
    expect(refused.status).toBe(403);
    expect(await auditOf(staff.userId)).toEqual([
      {
        action: 'shop.staff.removed',
        before: expect.objectContaining({ shopId, shopRole: 'staff' }),
        after: { shopId: null, shopRole: null },
      },
    ]);
    expect(refusal(await remove(staff.userId))).toEqual({ status: 404, message: STAFF_MESSAGES.notFound });

    // Invited again later, the same account comes back with the same password.
    const again = await invite(staff.email);
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ accountCreated: false, member: { userId: staff.userId } });
    expect((await staff.c.call('/api/merchant/me')).json).toMatchObject({ shopId, shopRole: 'staff' });
  });

  it("answers another shop's member and an unknown id like a missing record", async () => {
    const theirs = await shopMemberClient(t, otherShopId, 'staff');
    expect(refusal(await remove(theirs.userId))).toEqual({ status: 404, message: STAFF_MESSAGES.notFound });
    expect(refusal(await remove('no-such-user'))).toEqual({ status: 404, message: STAFF_MESSAGES.notFound });
    // Something an account id cannot be (a NUL byte, found by the fuzzer) is no member either, never a 500.
    expect(refusal(await remove('a%00b'))).toEqual({ status: 404, message: STAFF_MESSAGES.notFound });
    expect((await theirs.c.call('/api/merchant/me')).status).toBe(200);
    const other = await shopMemberClient(t, otherShopId, 'owner');
    const mine = await shopMemberClient(t, shopId, 'staff');
    expect(refusal(await remove(mine.userId, other.c))).toEqual({
      status: 404,
      message: STAFF_MESSAGES.notFound,
    });
  });

  it('never removes the owner, nor the caller', async () => {
    const [me] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from users where email = 'merchant@demo.nymnyc.test'`,
    );
    expect(refusal(await remove(me!.id))).toEqual({ status: 409, message: STAFF_MESSAGES.notYourself });
    // A second owner row (the schema allows it): owners are never removed here.
    const coOwner = await shopMemberClient(t, shopId, 'owner');
    expect(refusal(await remove(coOwner.userId))).toEqual({ status: 409, message: STAFF_MESSAGES.notOwner });
    await t.db.execute(sql`delete from merchant_members where user_id = ${coOwner.userId}`);
  });
});
