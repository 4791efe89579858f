import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEVICE_RESTRICTED_MESSAGE } from '#domain/account/track-access.ts';
import { USER_ACTION_MESSAGES as M, type AdminUserDetail } from '#domain/admin/users.ts';
import { checkoutBody } from '#server/test-support/access/world.ts';
import { staffClients, stockedProduct } from '#server/test-support/admin-orders.ts';
import {
  customerWith,
  sessionCount,
  trackedDevice,
  userAuditRows,
  type Client,
} from '#server/test-support/admin-users.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
let admin: Client;
let support: Client;
let productId: string;
beforeAll(async () => {
  ({ admin, support } = await staffClients(t));
  ({ productId } = await stockedProduct(t));
});

const track = (c: Client, body: unknown) => c.call('/api/track-access', { method: 'POST', body });

describe('POST /api/track-access', () => {
  it('records the device against the user, counts each sighting and answers not blocked', async () => {
    const who = await customerWith(t, 'Tara Tracked', '7185550201');
    const device = trackedDevice();
    expect((await track(who.c, device)).json).toEqual({ blocked: false });
    expect((await track(who.c, { ...device, screen: '430x932' })).json).toEqual({ blocked: false });
    const rows = await sqlRows<{ times_seen: number; screen: string; device_type: string; last_ip: string }>(
      t.db,
      sql`select times_seen, screen, device_type, last_ip from user_devices where user_id = ${who.userId}`,
    );
    expect(rows).toEqual([
      { times_seen: 2, screen: '430x932', device_type: 'mobile', last_ip: expect.any(String) as string },
    ]);
  });

  it('refuses bad input with its message, and a caller who is not signed in', async () => {
    const who = await customerWith(t, 'Vera Valid', '7185550202');
    const bad = await track(who.c, trackedDevice({ deviceType: 'watch' }));
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toBe('The device type must be desktop, tablet or mobile');
    const noId = await track(who.c, trackedDevice({ deviceId: 'abc' }));
    expect(noId.json!.error.message).toBe('The device id must be a UUID');
    const screen = await track(who.c, trackedDevice({ screen: 'big' }));
    expect(screen.json!.error.message).toBe('The screen size must look like 1440x900');
    expect((await track(client(t.app), trackedDevice())).status).toBe(401);
  });
});

describe('blocked devices', () => {
  it('an admin blocks a device: track-access answers blocked and ends the session; sign-in and checkout refused', async () => {
    const who = await customerWith(t, 'Dev Blocked', '7185550203');
    const device = trackedDevice();
    await track(who.c, device);
    const path = `/api/admin/users/${who.userId}/devices/${device.deviceId}`;

    expect((await support.call(`${path}/block`, { method: 'POST', body: {} })).status).toBe(403);
    const blocked = await admin.call(`${path}/block`, { method: 'POST', body: {} });
    expect(blocked.status).toBe(200);
    expect((blocked.json as AdminUserDetail).devices[0]).toMatchObject({
      deviceId: device.deviceId,
      blocked: true,
    });
    const twice = await admin.call(`${path}/block`, { method: 'POST', body: {} });
    expect(twice.status).toBe(409);
    expect(twice.json!.error.message).toBe(M.deviceBlocked);

    // The open page's next report: restricted, and signed out.
    expect((await track(who.c, device)).json).toEqual({ blocked: true });
    expect(await sessionCount(t, who.userId)).toBe(0);

    const headers = { 'x-device-id': device.deviceId };
    const signIn = await client(t.app).call('/api/session/sign-in', {
      method: 'POST',
      headers,
      body: { email: who.email, password: who.password },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.json!.error).toEqual({ code: 'device_restricted', message: DEVICE_RESTRICTED_MESSAGE });
    const other = await customerWith(t, 'Other Person', '7185550204');
    const checkout = await client(t.app).call('/api/checkout', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `device-${Date.now()}` },
      body: checkoutBody(productId),
    });
    expect(checkout.status).toBe(403);
    expect(checkout.json!.error).toEqual({ code: 'device_restricted', message: DEVICE_RESTRICTED_MESSAGE });
    // Another device signs in as before.
    const elsewhere = await client(t.app).call('/api/session/sign-in', {
      method: 'POST',
      headers: { 'x-device-id': crypto.randomUUID() },
      body: { email: other.email, password: other.password },
    });
    expect(elsewhere.status).toBe(200);

    const unblocked = await admin.call(`${path}/unblock`, { method: 'POST', body: {} });
    expect(unblocked.status).toBe(200);
    const notBlocked = await admin.call(`${path}/unblock`, { method: 'POST', body: {} });
    expect(notBlocked.status).toBe(409);
    expect(notBlocked.json!.error.message).toBe(M.deviceNotBlocked);
    expect(
      (await userAuditRows(t, who.userId)).map((r) => [r.action, r.before, r.after, r.actor_role]),
    ).toEqual([
      [
        'device.blocked',
        { deviceId: device.deviceId, blocked: false },
        { deviceId: device.deviceId, blocked: true },
        'admin',
      ],
      [
        'device.unblocked',
        { deviceId: device.deviceId, blocked: true },
        { deviceId: device.deviceId, blocked: false },
        'admin',
      ],
    ]);
    const again = await client(t.app).call('/api/session/sign-in', {
      method: 'POST',
      headers,
      body: { email: who.email, password: who.password },
    });
    expect(again.status).toBe(200);
  });

  it('refuses a device never seen on the account, and a malformed device id', async () => {
    const who = await customerWith(t, 'Nadia Nodevice', '7185550205');
    const unseen = await admin.call(`/api/admin/users/${who.userId}/devices/${crypto.randomUUID()}/block`, {
      method: 'POST',
      body: {},
    });
    expect(unseen.status).toBe(404);
    expect(unseen.json!.error.message).toBe(M.deviceNotFound);
    const malformed = await admin.call(`/api/admin/users/${who.userId}/devices/nope/block`, {
      method: 'POST',
      body: {},
    });
    expect(malformed.status).toBe(404);
  });
});
