import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_INVITATIONS, STAFF_MESSAGES } from '#domain/merchant/staff.ts';
import { merchantTopic, SESSIONS_TOPIC } from '#domain/realtime.ts';
import { OWNER_ONLY_MESSAGE } from '#server/http/middleware/require-shop.ts';
import { demoOwner, shopMemberClient } from '#server/test-support/shop-people.ts';
import { salesShops } from '#server/test-support/shop-sales.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { demoClient } from '#server/test-support/staff.ts';

type Client = ReturnType<typeof client>;
const t = useTestApp();
let owner: Client;
let shopId: string;
let otherShopId: string;

beforeAll(async () => {
  ({ shopId, otherShopId } = await salesShops(t));
  owner = await demoOwner(t);
});

const invite = (email: string, who = owner) =>
  who.call('/api/merchant/staff', { method: 'POST', body: { email } });
const remove = (userId: string, who = owner) =>
  who.call(`/api/merchant/staff/${userId}`, { method: 'DELETE' });
const revoke = (id: string, who = owner) =>
  who.call(`/api/merchant/staff/invitations/${id}`, { method: 'DELETE' });
const view = (token: string, who: Client = client(t.app)) => who.call(`/api/staff-invitations/${token}`);
const accept = (token: string, who: Client) =>
  who.call(`/api/staff-invitations/${token}/accept`, { method: 'POST' });
const decline = (token: string, who: Client) =>
  who.call(`/api/staff-invitations/${token}/decline`, { method: 'POST' });

const outboxTo = (email: string) =>
  sqlRows<{ template: string; body: string; html_body: string; user_id: string | null }>(
    t.db,
    sql`select template, body, html_body, user_id from notifications_outbox where to_address = ${email} order by id`,
  );
/** The token of the newest invitation e-mailed to `email`. */
async function tokenFor(email: string) {
  const mail = (await outboxTo(email)).at(-1)!;
  expect(mail.template).toBe('merchant-staff-invited');
  return /\/staff-invitation\?token=([A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
}
const userOf = async (email: string) =>
  (
    await sqlRows<{ id: string }>(t.db, sql`select id from users where lower(email) = ${email.toLowerCase()}`)
  )[0]?.id ?? null;
const rolesOf = async (userId: string) =>
  (
    await sqlRows<{ role: string }>(
      t.db,
      sql`select role::text from user_roles where user_id = ${userId} order by role`,
    )
  ).map((r) => r.role);
const shopOf = async (userId: string) =>
  (
    await sqlRows<{ merchant_id: string }>(
      t.db,
      sql`select merchant_id from merchant_members where user_id = ${userId}`,
    )
  )[0]?.merchant_id ?? null;
const auditOf = (targetId: string) =>
  sqlRows<{ action: string; actor_user_id: string; before: unknown; after: unknown }>(
    t.db,
    sql`select action, actor_user_id, before, after from audit_logs where target_id = ${targetId} order by id`,
  );
const refusal = (res: { status: number; json: any }) => ({
  status: res.status,
  message: res.json!.error?.message,
});
const demo = (email: string) => demoClient(t, email);
/** A signed-in customer; their e-mail in lower case. */
async function customer() {
  const c = client(t.app);
  const body = newCustomer();
  await signUpAndSignIn(c, body);
  const email = body.email.toLowerCase();
  return { c, email, userId: (await userOf(email))!, name: body.fullName };
}
/** Invites `email` from the demo shop and returns the link's token and the invitation's id. */
async function invited(email: string, who = owner) {
  const res = await invite(email, who);
  expect(res.status).toBe(201);
  return { token: await tokenFor(email), id: res.json!.invitation.id as string };
}

describe('GET /api/merchant/staff', () => {
  it("lists the shop's people and open invitations by e-mail only, and refuses staff", async () => {
    const staff = await shopMemberClient(t, shopId, 'staff');
    const { email } = await customer();
    const { id } = await invited(email);
    const res = await owner.call('/api/merchant/staff');
    expect(res.status).toBe(200);
    expect(res.json!.members[0]).toMatchObject({ email: 'merchant@demo.nymnyc.test', role: 'owner' });
    expect(res.json!.members).toContainEqual(
      expect.objectContaining({ userId: staff.userId, email: staff.email, role: 'staff' }),
    );
    const open = res.json!.invitations.find((i: { id: string }) => i.id === id);
    expect(Object.keys(open).sort()).toEqual(['email', 'expiresAt', 'id', 'invitedAt', 'status']);
    expect(open).toMatchObject({ email, status: 'pending' });
    expect(res.json!.members.map((m: { email: string }) => m.email)).not.toContain(email);

    const other = await shopMemberClient(t, otherShopId, 'owner');
    const theirs = (await other.c.call('/api/merchant/staff')).json!;
    expect(theirs.members.map((m: { userId: string }) => m.userId)).not.toContain(staff.userId);
    expect(theirs.invitations.map((i: { id: string }) => i.id)).not.toContain(id);
    for (const refused of [
      await staff.c.call('/api/merchant/staff'),
      await invite('someone@example.test', staff.c),
      await remove(staff.userId, staff.c),
      await revoke(id, staff.c),
    ]) {
      expect(refusal(refused)).toEqual({ status: 403, message: OWNER_ONLY_MESSAGE });
    }
    expect((await revoke(id)).status).toBe(200);
  });
});

describe('POST /api/merchant/staff (invite)', () => {
  it('answers alike for every kind of address and touches no account: no role, no membership, no name', async () => {
    const shopper = await customer();
    const blocked = await customer();
    await t.db.execute(sql`update users set blocked_at = now() where id = ${blocked.userId}`);
    const mine = await shopMemberClient(t, shopId, 'staff');
    const theirs = await shopMemberClient(t, otherShopId, 'staff');
    const unknown = `nobody.${Date.now()}@example.test`;
    const addresses = {
      unknown,
      customer: shopper.email,
      courier: 'courier@demo.nymnyc.test',
      admin: 'admin@demo.nymnyc.test',
      support: 'support@demo.nymnyc.test',
      blocked: blocked.email,
      otherShopStaff: theirs.email,
      ownStaff: mine.email,
      owner: 'merchant@demo.nymnyc.test',
      alreadyInvited: unknown,
    };
    const rolesBefore = new Map<string, string[]>();
    for (const email of Object.values(addresses)) {
      const id = await userOf(email);
      if (id) rolesBefore.set(email, await rolesOf(id));
    }

    const answers = [];
    for (const [kind, email] of Object.entries(addresses)) {
      const res = await invite(kind === 'customer' ? `  ${email.toUpperCase()} ` : email);
      expect({ kind, status: res.status }).toEqual({ kind, status: 201 });
      answers.push({ kind, id: res.json!.invitation.id as string, json: res.json! });
    }
    for (const { json } of answers) {
      const { invitation, ...rest } = json;
      expect(Object.keys(rest)).toEqual(['message']);
      expect(rest.message).toBe(STAFF_MESSAGES.invited);
      expect(Object.keys(invitation).sort()).toEqual(['email', 'expiresAt', 'id', 'invitedAt', 'status']);
      expect(invitation.status).toBe('pending');
      expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.invitedAt)).toBe(7 * 86_400_000);
      expect(JSON.stringify(json)).not.toMatch(/Jordan|Lee|Demo|Courier|Admin/);
    }
    expect(answers.map((a) => a.json.invitation.email)).toEqual(Object.values(addresses));

    // No account is made, none changes: roles, shop and blocked state are as before.
    expect(await userOf(unknown)).toBeNull();
    for (const [email, roles] of rolesBefore) {
      const id = (await userOf(email))!;
      expect({ email, roles: await rolesOf(id) }).toEqual({ email, roles });
    }
    expect(await shopOf(shopper.userId)).toBeNull();
    expect(await shopOf(blocked.userId)).toBeNull();
    expect(await shopOf(theirs.userId)).toBe(otherShopId);
    expect(refusal(await shopper.c.call('/api/merchant/me')).status).toBe(403);

    // An e-mail with a link to the invitation page goes to each address, tied to no account.
    const mails = (await outboxTo(shopper.email)).filter((m) => m.template === 'merchant-staff-invited');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.user_id).toBeNull();
    expect(mails[0]!.html_body).toContain('/staff-invitation?token=');

    // Inviting again replaces the open invitation: one per address, the first link no longer works.
    const [first, again] = answers.filter((a) => a.kind === 'unknown' || a.kind === 'alreadyInvited');
    const list = (await owner.call('/api/merchant/staff')).json!;
    const ids = list.invitations.map((i: { id: string }) => i.id);
    expect(ids).toContain(again!.id);
    expect(ids).not.toContain(first!.id);
    expect(list.invitations.filter((i: { email: string }) => i.email === unknown)).toHaveLength(1);
    expect(await auditOf(again!.id)).toEqual([
      expect.objectContaining({
        action: 'shop.staff.invited',
        after: { shopId, email: unknown, status: 'pending' },
      }),
    ]);

    for (const { id } of answers.filter((a) => a !== first)) expect((await revoke(id)).status).toBe(200);
  });

  it(`keeps at most ${MAX_OPEN_INVITATIONS} open invitations per shop`, async () => {
    const other = await shopMemberClient(t, otherShopId, 'owner');
    const emails = Array.from(
      { length: MAX_OPEN_INVITATIONS },
      (_, i) => `cap.${i}.${Date.now()}@example.test`,
    );
    for (const email of emails) expect((await invite(email, other.c)).status).toBe(201);
    expect(refusal(await invite(`cap.over.${Date.now()}@example.test`, other.c))).toEqual({
      status: 409,
      message: STAFF_MESSAGES.tooManyInvitations,
    });
    // Inviting an address again replaces its invitation: it is not one more.
    expect((await invite(emails[0]!, other.c)).status).toBe(201);
    const { invitations } = (await other.c.call('/api/merchant/staff')).json!;
    expect(invitations).toHaveLength(MAX_OPEN_INVITATIONS);
    for (const { id } of invitations) expect((await revoke(id, other.c)).status).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email' }, STAFF_MESSAGES.email],
    // The owner no longer names the person: the name shown is the account's own, once they accept.
    [{ email: 'sam@example.test', name: 'Sam' }, null],
  ])('refuses bad input %o', async (body, message) => {
    const res = await owner.call('/api/merchant/staff', { method: 'POST', body });
    expect(res.status).toBe(400);
    if (message) expect(refusal(res).message).toBe(message);
  });
});

describe('the invitee accepts from their own account', () => {
  it('only the invited address signed in accepts: membership, merchant role, audit, live refresh', async () => {
    const person = await customer();
    const stranger = await customer();
    const { token, id } = await invited(person.email);

    // The link shows the shop and the address to anyone holding it, and changes nothing.
    const shown = await view(token);
    expect(shown.status).toBe(200);
    expect(shown.json).toEqual({
      shopName: expect.any(String),
      email: person.email,
      status: 'pending',
      expiresAt: expect.any(String),
    });
    expect(refusal(await accept(token, client(t.app))).status).toBe(401);
    expect(refusal(await decline(token, client(t.app))).status).toBe(401);
    expect(refusal(await accept(token, stranger.c))).toEqual({
      status: 403,
      message: STAFF_MESSAGES.wrongAccount,
    });
    expect(refusal(await decline(token, stranger.c))).toEqual({
      status: 403,
      message: STAFF_MESSAGES.wrongAccount,
    });
    expect(await rolesOf(stranger.userId)).toEqual(['customer']);
    expect(await shopOf(stranger.userId)).toBeNull();
    expect(await shopOf(person.userId)).toBeNull();

    const events: unknown[] = [];
    const stops = [merchantTopic(shopId), SESSIONS_TOPIC].map((topic) =>
      t.services.bus.subscribe(topic, (e) => void events.push(e)),
    );
    const res = await accept(token, person.c);
    for (const stop of stops) stop();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      invitation: { ...shown.json, status: 'accepted' },
      message: STAFF_MESSAGES.accepted,
    });
    expect(await rolesOf(person.userId)).toEqual(['customer', 'merchant']);
    expect(await shopOf(person.userId)).toBe(shopId);
    expect((await person.c.call('/api/merchant/me')).json).toMatchObject({ shopId, shopRole: 'staff' });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'shop.changed', what: 'staff' }));
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'sessions.changed', userId: person.userId }),
    );
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'shop.staff.invited' }),
      {
        action: 'shop.staff.invitation_accepted',
        actor_user_id: person.userId,
        before: { status: 'pending', roles: ['customer'], shopId: null },
        after: { status: 'accepted', roles: ['customer', 'merchant'], shopId, shopRole: 'staff' },
      },
    ]);

    // Now the owner sees the person by name among the members, and the invitation is no longer open.
    const list = (await owner.call('/api/merchant/staff')).json!;
    expect(list.members).toContainEqual(
      expect.objectContaining({ userId: person.userId, name: person.name, role: 'staff' }),
    );
    expect(list.invitations.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await view(token)).json).toMatchObject({ status: 'accepted' });
    expect(refusal(await accept(token, person.c))).toEqual({
      status: 409,
      message: STAFF_MESSAGES.invitationInvalid,
    });
  });

  it('an unknown address signs up first, then accepts', async () => {
    const email = `later.${Date.now()}@example.test`;
    const { token } = await invited(email);
    const c = client(t.app);
    await signUpAndSignIn(c, newCustomer({ email }));
    expect((await accept(token, c)).status).toBe(200);
    expect(await shopOf((await userOf(email))!)).toBe(shopId);
  });

  it('refuses store team, courier, blocked and shop accounts at acceptance, telling the invitee only', async () => {
    const cases: [string, Client, number, string][] = [
      ['courier@demo.nymnyc.test', await demo('courier@demo.nymnyc.test'), 409, STAFF_MESSAGES.storeRole],
      ['admin@demo.nymnyc.test', await demo('admin@demo.nymnyc.test'), 409, STAFF_MESSAGES.storeRole],
      ['support@demo.nymnyc.test', await demo('support@demo.nymnyc.test'), 409, STAFF_MESSAGES.storeRole],
    ];
    const theirs = await shopMemberClient(t, otherShopId, 'staff');
    cases.push([theirs.email, theirs.c, 409, STAFF_MESSAGES.alreadyInShop]);
    const mine = await shopMemberClient(t, shopId, 'staff');
    cases.push([mine.email, mine.c, 409, STAFF_MESSAGES.alreadyInShop]);
    for (const [email, c, status, message] of cases) {
      const { token } = await invited(email);
      const roles = await rolesOf((await userOf(email))!);
      expect({ email, ...refusal(await accept(token, c)) }).toEqual({ email, status, message });
      expect(await rolesOf((await userOf(email))!)).toEqual(roles);
      expect((await view(token)).json).toMatchObject({ status: 'pending' });
    }
    expect(await shopOf(theirs.userId)).toBe(otherShopId);

    // A block ends the account's sessions' worth: its old cookie cannot accept.
    const blocked = await customer();
    const { token } = await invited(blocked.email);
    await t.db.execute(sql`update users set blocked_at = now() where id = ${blocked.userId}`);
    expect(refusal(await accept(token, blocked.c)).status).toBe(401);
    expect(await rolesOf(blocked.userId)).toEqual(['customer']);
    expect(await shopOf(blocked.userId)).toBeNull();
  });

  it('refuses an expired, revoked, declined or unknown link', async () => {
    const person = await customer();
    const { token: expired } = await invited(person.email);
    await t.db.execute(
      sql`update shop_staff_invitations set expires_at = now() - interval '1 minute' where email = ${person.email}`,
    );
    expect((await view(expired)).json).toMatchObject({ status: 'expired' });
    expect(refusal(await accept(expired, person.c))).toEqual({
      status: 409,
      message: STAFF_MESSAGES.invitationInvalid,
    });

    const { token: revoked, id } = await invited(person.email);
    const res = await revoke(id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: STAFF_MESSAGES.revoked });
    expect((await view(revoked)).json).toMatchObject({ status: 'revoked' });
    expect(refusal(await accept(revoked, person.c))).toEqual({
      status: 409,
      message: STAFF_MESSAGES.invitationInvalid,
    });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'shop.staff.invited' }),
      expect.objectContaining({ action: 'shop.staff.invitation_revoked', after: { status: 'revoked' } }),
    ]);
    expect(refusal(await revoke(id))).toEqual({ status: 404, message: STAFF_MESSAGES.invitationNotFound });

    for (const token of ['A'.repeat(43), 'not-a-token', 'a%00b']) {
      expect(refusal(await view(token))).toEqual({ status: 404, message: STAFF_MESSAGES.invitationInvalid });
      expect(refusal(await accept(token, person.c))).toEqual({
        status: 404,
        message: STAFF_MESSAGES.invitationInvalid,
      });
    }
    expect(await rolesOf(person.userId)).toEqual(['customer']);
    expect(await shopOf(person.userId)).toBeNull();
  });

  it('the invitee may decline: nothing is granted and the link is closed', async () => {
    const person = await customer();
    const { token, id } = await invited(person.email);
    const res = await decline(token, person.c);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ invitation: { status: 'declined' }, message: STAFF_MESSAGES.declined });
    expect(await rolesOf(person.userId)).toEqual(['customer']);
    expect(refusal(await accept(token, person.c))).toEqual({
      status: 409,
      message: STAFF_MESSAGES.invitationInvalid,
    });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'shop.staff.invited' }),
      expect.objectContaining({
        action: 'shop.staff.invitation_declined',
        actor_user_id: person.userId,
        after: { status: 'declined' },
      }),
    ]);
    const list = (await owner.call('/api/merchant/staff')).json!;
    expect(list.invitations.map((i: { id: string }) => i.id)).not.toContain(id);
  });
});

describe('DELETE /api/merchant/staff/invitations/:id', () => {
  it("answers another shop's invitation and an unknown id like a missing record", async () => {
    const other = await shopMemberClient(t, otherShopId, 'owner');
    const { id } = await invited(`theirs.${Date.now()}@example.test`, other.c);
    expect(refusal(await revoke(id))).toEqual({ status: 404, message: STAFF_MESSAGES.invitationNotFound });
    expect(refusal(await revoke('not-a-uuid'))).toEqual({
      status: 404,
      message: STAFF_MESSAGES.invitationNotFound,
    });
    expect((await revoke(id, other.c)).status).toBe(200);
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
      expect.objectContaining({
        action: 'shop.staff.removed',
        before: expect.objectContaining({ shopId, shopRole: 'staff' }),
        after: { shopId: null, shopRole: null },
      }),
    ]);
    expect(refusal(await remove(staff.userId))).toEqual({ status: 404, message: STAFF_MESSAGES.notFound });

    // Invited again later, the same account comes back once it accepts.
    const { token } = await invited(staff.email);
    expect((await staff.c.call('/api/merchant/me')).status).toBe(403);
    expect((await accept(token, staff.c)).status).toBe(200);
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
