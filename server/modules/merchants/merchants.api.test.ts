import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHOP_PERMISSIONS } from '#domain/permissions.ts';
import { NO_SHOP_MESSAGE } from '#server/http/middleware/require-shop.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { demoClient, staffClient } from '#server/test-support/staff.ts';

const t = useTestApp();

/** A new account holding only the merchant role, in no shop. */
const newMerchantAccount = () => staffClient(t, 'merchant');

const demo = (email: string) => demoClient(t, email);

describe('GET /api/merchant/me and /api/admin/me', () => {
  it('answers a merchant with its roles, permissions and its own shop, whatever the request names', async () => {
    const email = 'merchant@demo.nymnyc.test';
    const [shop] = await sqlRows<{ id: string; user_id: string }>(
      t.db,
      sql`select m.id, u.id as user_id from merchants m join merchant_members mm on mm.merchant_id = m.id join users u on u.id = mm.user_id where u.email = ${email}`,
    );
    const merchant = await demo(email);
    const res = await merchant.call('/api/merchant/me?shopId=00000000-0000-0000-0000-000000000000');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: shop!.user_id,
      roles: ['merchant'],
      permissions: ['shop:manage:own', 'merchant:access'],
      shopId: shop!.id,
      shopName: expect.any(String),
      shopRole: 'owner',
      shopPermissions: [...SHOP_PERMISSIONS],
    });
  });

  it('refuses a merchant account that works for no shop, saying why', async () => {
    const lone = await newMerchantAccount();
    const res = await lone.call('/api/merchant/me');
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: { code: 'no_shop', message: NO_SHOP_MESSAGE } });
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
