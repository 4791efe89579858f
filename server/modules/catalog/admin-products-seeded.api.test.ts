import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffClient } from '#server/test-support/staff.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The demo catalog's products predate the media library: their own picture counts as their image.
const t = useTestApp();

describe('a seeded product', () => {
  it('can be archived and activated again with its own picture, and leaves and returns to the storefront', async () => {
    const admin = await staffClient(t, 'admin');
    const [p] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from products where status = 'active' limit 1`,
    );
    const status = (s: string) =>
      admin.call(`/api/admin/products/${p!.id}/status`, { method: 'POST', body: { status: s } });
    const onSale = async () => (await client(t.app).call(`/api/products/${p!.id}`)).status;
    expect((await status('archived')).status).toBe(200);
    expect(await onSale()).toBe(404);
    const back = await status('active');
    expect(back.status).toBe(200);
    expect(back.json!.product).toMatchObject({ status: 'active', problems: [] });
    expect(await onSale()).toBe(200);
  });
});
