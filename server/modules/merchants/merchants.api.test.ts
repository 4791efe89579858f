import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/seed/seed-accounts.ts';
import { client, createTestApp, sqlRows, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function demo(email: string) {
  const c = client(t.app);
  const res = await c.call('/api/session/sign-in', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return c;
}

describe('GET /api/merchant/me and /api/admin/me', () => {
  it('answers a merchant with its roles, permissions and its own shop, whatever the request names', async () => {
    const email = 'merchant@demo.nymnyc.test';
    const [shop] = await sqlRows<{ id: string; user_id: string }>(
      t.db,
      sql`select m.id, u.id as user_id from merchants m join users u on u.id = m.owner_user_id where u.email = ${email}`,
    );
    const merchant = await demo(email);
    const res = await merchant.call('/api/merchant/me?shopId=00000000-0000-0000-0000-000000000000');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: shop!.user_id,
      roles: ['merchant'],
      permissions: ['shop:manage:own', 'merchant:access'],
      shopId: shop!.id,
    });
  });

  it('answers an admin with every admin permission, and refuses it the merchant portal', async () => {
    const admin = await demo('admin@demo.nymnyc.test');
    const res = await admin.call('/api/admin/me');
    expect(res.status).toBe(200);
    expect(res.json!.roles).toEqual(['admin']);
    expect(res.json!.permissions).toEqual(expect.arrayContaining(['users:block', 'settings:write']));
    const refused = await admin.call('/api/merchant/me');
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: { code: 'forbidden', message: 'You do not have access to this' } });
  });
});
