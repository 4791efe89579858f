import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { USER_ACTION_MESSAGES as M, type AdminUserDetail, type AdminUserPage } from '#domain/admin/users.ts';
import { ADMIN_USERS_TOPIC, accountTopic, type RealtimeEvent } from '#domain/realtime.ts';
import { placeGuestOrder, staffClients, stockedProduct } from '#server/test-support/admin-orders.ts';
import {
  customerWith,
  sessionCount,
  trackedDevice,
  userAuditRows,
  type Client,
} from '#server/test-support/admin-users.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' }, { now: () => new Date('2026-11-23T17:00:00Z') });
let admin: Client;
let support: Client;
let adminId: string;
let productId: string;
beforeAll(async () => {
  ({ admin, support } = await staffClients(t));
  adminId = ((await admin.call('/api/session')).json! as { user: { id: string } }).user.id;
  ({ productId } = await stockedProduct(t));
});

const list = async (query: string, as = admin) => {
  const res = await as.call(`/api/admin/users?${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as AdminUserPage;
};
const act = (path: string, method = 'POST', body: unknown = {}, as = admin) =>
  as.call(`/api/admin/users/${path}`, { method, body: method === 'DELETE' ? undefined : body });
const detailOf = (res: { json: unknown }) => res.json as AdminUserDetail;

describe('GET /api/admin/users', () => {
  it('lists users newest first with phone, roles, orders count and lifetime spend (delivered only)', async () => {
    const who = await customerWith(t, 'Quincy Ordersly', '7185550101');
    const delivered = await placeGuestOrder(t, productId);
    const pending = await placeGuestOrder(t, productId);
    await t.db.execute(
      sql`update orders set user_id = ${who.userId} where id in (${delivered.id}, ${pending.id})`,
    );
    await t.db.execute(sql`update orders set status = 'delivered' where id = ${delivered.id}`);
    const [{ total_cents: total } = { total_cents: 0 }] = (
      (await t.db.execute(sql`select total_cents from orders where id = ${delivered.id}`)) as unknown as {
        rows: { total_cents: number }[];
      }
    ).rows;

    const page = await list('q=quincy');
    expect(page.rows).toEqual([
      {
        id: who.userId,
        name: 'Quincy Ordersly',
        email: who.email,
        phone: '7185550101',
        roles: ['customer'],
        joinedAt: expect.any(String) as string,
        ordersCount: 2,
        lifetimeSpendCents: total,
        blockedAt: null,
      },
    ]);
  });

  it('searches by the start of a name, an e-mail or a phone number, and filters by role and block', async () => {
    const who = await customerWith(t, 'Zebulon Prefixer', '3475559876');
    expect((await list('q=zebulon pre')).rows.map((r) => r.id)).toEqual([who.userId]);
    expect((await list(`q=${encodeURIComponent(who.email.slice(0, 12))}`)).rows.map((r) => r.id)).toContain(
      who.userId,
    );
    expect((await list(`q=${encodeURIComponent(who.email)}`)).rows.map((r) => r.id)).toEqual([who.userId]);
    expect((await list('q=347555987')).rows.map((r) => r.id)).toEqual([who.userId]);
    expect((await list('role=admin')).rows.map((r) => r.email)).toContain('admin@demo.nymnyc.test');
    expect((await list('role=admin')).rows.every((r) => r.roles.includes('admin'))).toBe(true);
    expect((await list('blocked=yes')).rows.every((r) => r.blockedAt !== null)).toBe(true);
  });

  it('pages with a keyset cursor, no row twice; refuses a bad page size and a bad cursor with their messages', async () => {
    const first = await list('limit=2');
    expect(first.rows).toHaveLength(2);
    const second = await list(`limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);
    expect(second.rows[0]!.joinedAt <= first.rows[1]!.joinedAt).toBe(true);

    const bad = await admin.call('/api/admin/users?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toBe('The page size must be at least 1');
    const cursor = await admin.call('/api/admin/users?cursor=nonsense');
    expect(cursor.status).toBe(400);
    expect(cursor.json!.error.message).toBe('This page link is no longer valid; start from the first page');
  });

  it('is readable by support (users:read)', async () => {
    expect((await list('limit=1', support)).rows).toHaveLength(1);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows profile, roles, addresses, orders, preferences, devices, sessions without tokens, and the trail', async () => {
    const who = await customerWith(t, 'Delia Detail', '7185550102');
    const device = trackedDevice();
    expect((await who.c.call('/api/track-access', { method: 'POST', body: device })).json).toEqual({
      blocked: false,
    });
    await who.c.call('/api/notification-preferences');
    const res = await admin.call(`/api/admin/users/${who.userId}`);
    expect(res.status).toBe(200);
    const d = detailOf(res);
    expect(d.user).toMatchObject({
      id: who.userId,
      name: 'Delia Detail',
      roles: ['customer'],
      blockedAt: null,
    });
    expect(d.devices).toEqual([
      expect.objectContaining({
        deviceId: device.deviceId,
        deviceType: 'mobile',
        timesSeen: 1,
        blocked: false,
      }),
    ]);
    expect(d.sessions).toHaveLength(1);
    expect(JSON.stringify(d)).not.toMatch(/token/i);
    expect(d.giveawayEntries).toEqual([]);
    expect(d.audit).toEqual([]);
  });

  it('lists the giveaways the user entered with the entries held', async () => {
    const who = await customerWith(t, 'Gina Giveaway', '7185550109');
    await t.db.execute(sql`
      with g as (select id from giveaways where slug = 'nyc-biggest-flower'),
      e as (insert into giveaway_entrants (giveaway_id, user_id, share_code, zip, birth_date)
            select g.id, ${who.userId}, 'card-test-code', '11201', '1990-01-01' from g returning id, giveaway_id)
      insert into giveaway_entries (giveaway_id, entrant_id, source, entries)
      select giveaway_id, id, 'entry'::giveaway_entry_source, 1 from e
      union all select giveaway_id, id, 'order'::giveaway_entry_source, 5 from e`);
    const d = detailOf(await admin.call(`/api/admin/users/${who.userId}`));
    expect(d.giveawayEntries).toEqual([
      expect.objectContaining({ giveaway: "NYC's Biggest Flower Giveaway", entries: 6, disqualified: false }),
    ]);
  });

  it('answers 404 with its message for an unknown user', async () => {
    const res = await admin.call('/api/admin/users/no-such-user');
    expect(res.status).toBe(404);
    expect(res.json!.error.message).toBe(M.notFound);
  });
});

describe('block and unblock', () => {
  it('blocks with a reason: sessions end, the page hears account.restricted, staff hear user.changed, audited', async () => {
    const who = await customerWith(t, 'Bram Blocked', '7185550103');
    const events: RealtimeEvent[] = [];
    const stops = [accountTopic(who.userId), ADMIN_USERS_TOPIC].map((topic) =>
      t.services.bus.subscribe(topic, (e) => events.push(e)),
    );
    const res = await act(`${who.userId}/block`, 'POST', { reason: 'Chargeback fraud' });
    stops.forEach((stop) => stop());
    expect(res.status).toBe(200);
    expect(detailOf(res).user).toMatchObject({
      blockedReason: 'Chargeback fraud',
      blockedAt: expect.any(String),
    });
    expect(detailOf(res).sessions).toEqual([]);
    expect(await sessionCount(t, who.userId)).toBe(0);
    expect(events.map((e) => e.kind)).toEqual(['account.restricted', 'user.changed']);
    expect((await who.c.call('/api/session')).json).toEqual({ user: null });

    const [row] = await userAuditRows(t, who.userId);
    expect(row).toMatchObject({
      action: 'user.blocked',
      actor_role: 'admin',
      actor_user_id: adminId,
      before: { blockedAt: null, blockedReason: null },
      after: { blockedAt: expect.any(String), blockedReason: 'Chargeback fraud' },
      details: { reason: 'Chargeback fraud', sessionsEnded: 1 },
    });
    expect(detailOf(res).audit.map((a) => a.action)).toEqual(['user.blocked']);

    const again = await act(`${who.userId}/block`, 'POST', { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.json!.error).toEqual({ code: 'already_blocked', message: M.alreadyBlocked });

    const unblocked = await act(`${who.userId}/unblock`);
    expect(unblocked.status).toBe(200);
    expect(detailOf(unblocked).user.blockedAt).toBeNull();
    expect((await userAuditRows(t, who.userId)).at(-1)).toMatchObject({
      action: 'user.unblocked',
      before: { blockedAt: expect.any(String), blockedReason: 'Chargeback fraud' },
      after: { blockedAt: null, blockedReason: null },
    });
    const signIn = await who.c.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: who.email, password: who.password },
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses: no reason, unblocking a user not blocked, blocking oneself, support, unknown user', async () => {
    const who = await customerWith(t, 'Rita Refused', '7185550104');
    const noReason = await act(`${who.userId}/block`, 'POST', { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json!.error.message).toBe('Give a reason for blocking (at least 3 characters)');
    const notBlocked = await act(`${who.userId}/unblock`);
    expect(notBlocked.status).toBe(409);
    expect(notBlocked.json!.error.message).toBe(M.notBlocked);
    const self = await act(`${adminId}/block`, 'POST', { reason: 'Testing myself' });
    expect(self.status).toBe(403);
    expect(self.json!.error.message).toBe(M.blockSelf);
    const bySupport = await act(`${who.userId}/block`, 'POST', { reason: 'Support tries' }, support);
    expect(bySupport.status).toBe(403);
    const unknown = await act('no-such-user/block', 'POST', { reason: 'Nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.json!.error.message).toBe(M.notFound);
    expect(await userAuditRows(t, who.userId)).toEqual([]);
  });
});

describe('the support role', () => {
  it('grants and removes support, audited with the roles before and after; refuses what does not apply', async () => {
    const who = await customerWith(t, 'Sasha Support', '7185550105');
    const granted = await act(`${who.userId}/roles/support`, 'PUT');
    expect(granted.status).toBe(200);
    expect(detailOf(granted).user.roles).toEqual(['customer', 'support']);
    expect((await who.c.call('/api/admin/me')).status).toBe(200);

    const twice = await act(`${who.userId}/roles/support`, 'PUT');
    expect(twice.status).toBe(409);
    expect(twice.json!.error.message).toBe(M.roleHeld);

    const removed = await act(`${who.userId}/roles/support`, 'DELETE');
    expect(removed.status).toBe(200);
    expect(detailOf(removed).user.roles).toEqual(['customer']);
    expect((await who.c.call('/api/admin/me')).status).toBe(403);
    const notHeld = await act(`${who.userId}/roles/support`, 'DELETE');
    expect(notHeld.status).toBe(409);
    expect(notHeld.json!.error.message).toBe(M.roleNotHeld);

    expect((await userAuditRows(t, who.userId)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['user.role.granted', { roles: ['customer'] }, { roles: ['customer', 'support'] }],
      ['user.role.removed', { roles: ['customer', 'support'] }, { roles: ['customer'] }],
    ]);
  });

  it('refuses an admin changing their own roles, and support changing anyone', async () => {
    const own = await act(`${adminId}/roles/support`, 'PUT');
    expect(own.status).toBe(403);
    expect(own.json!.error.message).toBe(M.ownRoles);
    const who = await customerWith(t, 'Sid Nope', '7185550106');
    expect((await act(`${who.userId}/roles/support`, 'PUT', {}, support)).status).toBe(403);
  });
});

describe('sign out everywhere', () => {
  it('ends every session, audited; a user with none is refused', async () => {
    const who = await customerWith(t, 'Ollie Out', '7185550107');
    const res = await act(`${who.userId}/sign-out-everywhere`);
    expect(res.status).toBe(200);
    expect(detailOf(res).sessions).toEqual([]);
    expect((await who.c.call('/api/session')).json).toEqual({ user: null });
    expect((await userAuditRows(t, who.userId)).at(-1)).toMatchObject({
      action: 'user.signed_out_everywhere',
      before: { sessions: 1 },
      after: { sessions: 0 },
    });
    const none = await act(`${who.userId}/sign-out-everywhere`);
    expect(none.status).toBe(409);
    expect(none.json!.error.message).toBe(M.noSessions);
    expect((await act(`${who.userId}/sign-out-everywhere`, 'POST', {}, support)).status).toBe(403);
  });
});
