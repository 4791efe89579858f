import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_SECURITY_MESSAGES as M } from '#domain/account/account-security.ts';
import { AccountResponseSchema } from '#domain/account/account-response.ts';
import { profiles, savedAddresses, users } from '#server/db/schema/auth.ts';
import { notificationsOutbox } from '#server/db/schema/notifications.ts';
import { orders } from '#server/db/schema/orders.ts';
import { stockedProduct } from '#server/test-support/admin-orders.ts';
import { customerWith, sessionCount, userAuditRows } from '#server/test-support/admin-users.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' }, { now: () => new Date('2026-11-23T17:00:00Z') });
type Client = ReturnType<typeof client>;
let productId: string;
beforeAll(async () => {
  ({ productId } = await stockedProduct(t));
});

let keys = 0;
/** The signed-in customer's checkout of one unit from their server cart. */
async function checkout(c: Client, overrides: Record<string, unknown> = {}) {
  await c.call('/api/cart/items', {
    method: 'POST',
    body: { productId, selectedWeight: 'unit', quantity: 1 },
  });
  return c.call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `account-security-${(keys += 1)}` },
    body: { ...MANHATTAN_GUEST, ...overrides },
  });
}
const signIn = (email: string, password: string) =>
  client(t.app).call('/api/session/sign-in', { method: 'POST', body: { email, password } });

describe('POST /api/account/password', () => {
  const change = (c: Client, body: unknown) => c.call('/api/account/password', { method: 'POST', body });

  it('needs the current password and the sign-up strength rule, with the exact texts', async () => {
    const who = await customerWith(t, 'Casey Strong', '6465550301');
    const wrong = await change(who.c, {
      currentPassword: 'Not-mine-11',
      newPassword: 'River-stone-88',
      confirmPassword: 'River-stone-88',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json!.error).toMatchObject({
      code: 'wrong_password',
      fields: { currentPassword: M.wrongPassword },
    });
    const weak = await change(who.c, {
      currentPassword: who.password,
      newPassword: 'abcdefgh',
      confirmPassword: 'abcdefgh',
    });
    expect(weak.status).toBe(400);
    expect(weak.json!.error.fields).toEqual({ newPassword: 'Password must contain at least one number' });
    const mismatch = await change(who.c, {
      currentPassword: who.password,
      newPassword: 'River-stone-88',
      confirmPassword: 'River-stone-89',
    });
    expect(mismatch.json!.error.fields).toEqual({ confirmPassword: 'Passwords do not match' });
    expect((await signIn(who.email, who.password)).status).toBe(200);
  });

  it('changes it, keeps this browser signed in and signs every other session out', async () => {
    const who = await customerWith(t, 'Casey Change', '6465550302');
    const other = client(t.app);
    expect(
      (
        await other.call('/api/session/sign-in', {
          method: 'POST',
          body: { email: who.email, password: who.password },
        })
      ).status,
    ).toBe(200);
    const res = await change(who.c, {
      currentPassword: who.password,
      newPassword: 'River-stone-88',
      confirmPassword: 'River-stone-88',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ message: M.passwordChanged });
    expect((await who.c.call('/api/session')).json!.user.email).toBe(who.email);
    expect((await other.call('/api/session')).json!.user).toBeNull();
    expect(await sessionCount(t, who.userId)).toBe(1);
    expect((await signIn(who.email, who.password)).status).toBe(401);
    expect((await signIn(who.email, 'River-stone-88')).status).toBe(200);
  });
});

describe('POST /api/account/confirmation-email', () => {
  it('sends a new link to an unconfirmed account, and refuses a confirmed one', async () => {
    const who = await customerWith(t, 'Riley Resend', '6465550303');
    const res = await who.c.call('/api/account/confirmation-email', { method: 'POST', body: {} });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ message: M.confirmationSent });
    const mail = await t.db
      .select({ body: notificationsOutbox.body })
      .from(notificationsOutbox)
      .where(
        and(eq(notificationsOutbox.userId, who.userId), eq(notificationsOutbox.template, 'confirm-email')),
      );
    expect(mail).toHaveLength(2);
    const token = new URL(mail[1]!.body.match(/https?:\/\/\S+\/confirm-email\?\S+/)![0]).searchParams.get(
      'token',
    )!;
    expect(
      (await client(t.app).call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status,
    ).toBe(200);
    const again = await who.c.call('/api/account/confirmation-email', { method: 'POST', body: {} });
    expect(again.status).toBe(409);
    expect(again.json!.error).toMatchObject({ code: 'already_confirmed', message: M.alreadyConfirmed });
  });
});

describe('DELETE /api/account', () => {
  const remove = (c: Client, body: unknown) => c.call('/api/account', { method: 'DELETE', body });

  it('refuses without the password or the tick, and changes nothing', async () => {
    const who = await customerWith(t, 'Drew Careful', '6465550304');
    const wrong = await remove(who.c, { password: 'Not-mine-11', confirm: true });
    expect(wrong.status).toBe(400);
    expect(wrong.json!.error).toMatchObject({ code: 'wrong_password', message: M.wrongPassword });
    const unticked = await remove(who.c, { password: who.password, confirm: false });
    expect(unticked.json!.error.fields).toEqual({ confirm: M.deleteConfirmRequired });
    expect((await who.c.call('/api/account')).status).toBe(200);
  });

  it('erases the profile, addresses and sessions, keeps the orders, audits it, and the account cannot sign in', async () => {
    const who = await customerWith(t, 'Drew Leaving', '6465550305');
    const placed = await checkout(who.c, { saveAddress: true });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const orderId = placed.json!.order.id as string;
    const res = await remove(who.c, { password: who.password, confirm: true });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ message: M.accountDeleted });
    expect(res.cookies.some((v) => /session_token=;/.test(v))).toBe(true);

    expect((await who.c.call('/api/session')).json!.user).toBeNull();
    expect((await signIn(who.email, who.password)).status).toBe(401);
    expect(await sessionCount(t, who.userId)).toBe(0);
    const [user] = await t.db.select().from(users).where(eq(users.id, who.userId));
    expect(user).toMatchObject({ name: 'Deleted account', emailVerified: false });
    expect(user!.email).not.toContain(who.email.split('@')[0]!);
    expect(user!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.$count(profiles, eq(profiles.userId, who.userId))).toBe(0);
    expect(await t.db.$count(savedAddresses, eq(savedAddresses.userId, who.userId))).toBe(0);
    // The order the law keeps stays whole (name, address, date of birth, excise), still with its account row.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      userId: who.userId,
      customerName: MANHATTAN_GUEST.fullName,
      birthDate: '1990-04-12',
    });
    expect(order!.exciseCents).toBeGreaterThan(0);
    const [audit] = (await userAuditRows(t, who.userId)).filter((r) => r.action === 'user.deleted');
    expect(audit).toMatchObject({ actor_user_id: who.userId, actor_role: 'customer' });
    expect(audit!.details).toMatchObject({ addressesErased: 1, byOwner: true });
    // The address is free for a new account.
    const again = await client(t.app).call('/api/session/sign-up', {
      method: 'POST',
      body: {
        email: who.email,
        password: 'Harbor-lights-42',
        confirmPassword: 'Harbor-lights-42',
        fullName: 'Drew New',
        phone: '6465550306',
        ageConfirmed: true,
      },
    });
    expect(again.status).toBe(201);
    expect((await signIn(who.email, 'Harbor-lights-42')).status).toBe(200);
  });
});

describe('date of birth on the account', () => {
  it('keeps the first attested one and uses it on later checkouts', async () => {
    const who = await customerWith(t, 'Blair Born', '6465550307');
    expect((await checkout(who.c, { birthDate: '1991-05-06' })).status).toBe(201);
    const [kept] = await t.db
      .select({ birthDate: profiles.birthDate })
      .from(profiles)
      .where(eq(profiles.userId, who.userId));
    expect(kept!.birthDate).toBe('1991-05-06');
    expect((await who.c.call('/api/account')).json!.birthDate).toBe('1991-05-06');
    // A later checkout that sends another date is placed with the one kept.
    const later = await checkout(who.c, { birthDate: '1985-01-01' });
    expect(later.status).toBe(201);
    const rows = await t.db.execute(
      sql`select birth_date from orders where user_id = ${who.userId} order by created_at`,
    );
    expect((rows as unknown as { rows: { birth_date: string }[] }).rows.map((r) => r.birth_date)).toEqual([
      '1991-05-06',
      '1991-05-06',
    ]);
  });

  it('keeps nothing when the checkout is refused for age', async () => {
    const who = await customerWith(t, 'Young Blair', '6465550308');
    const refused = await checkout(who.c, { birthDate: '2010-01-01' });
    expect(refused.status).toBe(422);
    const [kept] = await t.db
      .select({ birthDate: profiles.birthDate })
      .from(profiles)
      .where(eq(profiles.userId, who.userId));
    expect(kept!.birthDate).toBeNull();
  });
});

describe('saved addresses on the account page', () => {
  const add = (c: Client, body: unknown) => c.call('/api/account/addresses', { method: 'POST', body });

  it('adds, edits and makes default, in the delivery area only, with the checkout texts', async () => {
    const who = await customerWith(t, 'Sam Addresses', '6465550309');
    const first = await add(who.c, {
      label: ' Home ',
      street: '12 Court Street',
      apartment: '4B',
      zip: '11201',
    });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const account = AccountResponseSchema.parse(first.json);
    expect(account.addresses).toEqual([
      expect.objectContaining({
        label: 'Home',
        street: '12 Court Street',
        apartment: '4B',
        borough: 'Brooklyn',
        isDefault: true,
      }),
    ]);
    const work = AccountResponseSchema.parse(
      (await add(who.c, { label: 'Work', street: '75 Ninth Avenue', zip: '10011', isDefault: true })).json,
    );
    expect(work.addresses.map((a) => [a.label, a.isDefault, a.apartment])).toEqual([
      ['Home', false, '4B'],
      ['Work', true, null],
    ]);
    const away = await add(who.c, { label: 'Cabin', street: '1 Main Street', zip: '12401' });
    expect(away.status).toBe(422);
    expect(away.json!.error).toMatchObject({
      code: 'zip_not_served',
      message: 'ZIP 12401 is outside our delivery area. We deliver only to Manhattan, Brooklyn and Queens',
      fields: { zip: 'We deliver only to Manhattan, Brooklyn and Queens' },
    });
    const blank = await add(who.c, { label: '', street: '', zip: '1' });
    expect(blank.json!.error.fields).toMatchObject({
      label: 'Give the address a name, such as Home or Work',
      street: 'Street address is required',
      zip: 'ZIP code must be 5 digits',
    });
    const twice = await add(who.c, { label: 'Work', street: '2 Court Street', zip: '11201' });
    expect(twice.status).toBe(409);
    expect(twice.json!.error.fields).toEqual({ label: 'You already have an address with this name' });

    const homeId = work.addresses[0]!.id;
    const edited = await who.c.call(`/api/account/addresses/${homeId}`, {
      method: 'PATCH',
      body: { label: 'Home', street: '30-10 Steinway Street', apartment: '', zip: '11103', isDefault: true },
    });
    expect(edited.status).toBe(200);
    expect(
      AccountResponseSchema.parse(edited.json).addresses.map((a) => [
        a.label,
        a.borough,
        a.isDefault,
        a.apartment,
      ]),
    ).toEqual([
      ['Home', 'Queens', true, null],
      ['Work', 'Manhattan', false, null],
    ]);
    const stranger = await customerWith(t, 'Sam Stranger', '6465550310');
    const theirs = await stranger.c.call(`/api/account/addresses/${homeId}`, {
      method: 'PATCH',
      body: { label: 'Mine', street: '1 Court Street', zip: '11201' },
    });
    expect(theirs.status).toBe(404);
  });
});
