import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES, type InventoryPage, type MovementsPage } from '#domain/admin/inventory.ts';
import { CATALOG_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { staffClients, stockedProduct, variantStock } from '#server/test-support/admin-orders.ts';
import { shopMember } from '#server/test-support/shop-members.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof staffClients>>['admin'];
let support: Awaited<ReturnType<typeof staffClients>>['support'];
let variantId: string;
let productId: string;
beforeAll(async () => {
  ({ admin, support } = await staffClients(t));
  ({ variantId, productId } = await stockedProduct(t));
});

const adjust = (c: typeof admin, id: string, body: unknown) =>
  c.call(`/api/admin/inventory/${id}/adjust`, { method: 'POST', body });
const auditOf = (id: string) =>
  sqlRows<{ action: string; before: unknown; after: unknown; details: Record<string, unknown> }>(
    t.db,
    sql`select action, before, after, details from audit_logs
         where target_type = 'product_variant' and target_id = ${id} order by id`,
  );
const ledgerOf = (id: string) =>
  sqlRows<{ before: number; after: number; reason: string; actor_role: string; note: string | null }>(
    t.db,
    sql`select before, after, reason, actor_role, note from inventory_movements
         where variant_id = ${id} and actor_role <> 'system' order by id`,
  );

describe('GET /api/admin/inventory', () => {
  it('pages every variant by product name for admin and support, with the store’s low-stock count', async () => {
    const first = await support.call('/api/admin/inventory?limit=3');
    expect(first.status).toBe(200);
    const page = first.json as InventoryPage;
    expect(page.rows).toHaveLength(3);
    expect(page.nextCursor).not.toBeNull();
    const next = (await admin.call(`/api/admin/inventory?limit=3&cursor=${page.nextCursor}`))
      .json as InventoryPage;
    const rows = [...page.rows, ...next.rows];
    const names = rows.map((r) => r.productName);
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(rows.map((r) => r.variantId)).size).toBe(6);
    const [firstRow] = await sqlRows<{ id: string }>(
      t.db,
      sql`select v.id from product_variants v join products p on p.id = v.product_id
           order by p.name, p.id, v.sort_order, v.price_cents, v.id limit 1`,
    );
    expect(page.rows[0]!.variantId).toBe(firstRow!.id);
    const [low] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from product_variants where stock <= low_stock_threshold`,
    );
    expect(page.lowStockCount).toBe(low!.n);
    const dashboard = await support.call('/api/admin/dashboard?period=today');
    expect(dashboard.json!.now.lowStockCount).toBe(low!.n);
  });

  it('filters by low stock, shop, category and a name or SKU', async () => {
    const low = (await admin.call('/api/admin/inventory?low=yes&limit=100')).json as InventoryPage;
    expect(low.rows.every((r) => r.low && r.stock <= r.threshold)).toBe(true);
    const all = (await admin.call('/api/admin/inventory?limit=100')).json as InventoryPage;
    const row = all.rows.find((r) => r.variantId === variantId)!;
    const byShop = (await admin.call(`/api/admin/inventory?shop=${row.shopId}&category=${row.category}`))
      .json as InventoryPage;
    expect(byShop.rows.every((r) => r.shopId === row.shopId && r.category === row.category)).toBe(true);
    const q = encodeURIComponent(row.productName.slice(0, 6));
    const byName = (await admin.call(`/api/admin/inventory?q=${q}`)).json as InventoryPage;
    expect(byName.rows.map((r) => r.variantId)).toContain(variantId);
  });

  it('refuses a bad filter or cursor with the message', async () => {
    const bad = await admin.call('/api/admin/inventory?category=plants');
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toBe('Choose a valid category');
    const cursor = await admin.call('/api/admin/inventory?cursor=bm9wZQ');
    expect(cursor.status).toBe(400);
    expect(cursor.json!.error.message).toBe(INVENTORY_MESSAGES.badCursor);
  });
});

describe('POST /api/admin/inventory/:id/adjust', () => {
  it('sets a count and adds a delta: ledger and audit rows in the same change; the storefront hears it', async () => {
    const events: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(CATALOG_TOPIC, (e) => events.push(e));
    const before = await variantStock(t, variantId);
    const set = await adjust(admin, variantId, {
      mode: 'set',
      stock: 20,
      reason: 'count_correction',
      note: ' Shelf count ',
    });
    expect(set.status).toBe(200);
    expect(set.json!.row).toMatchObject({ variantId, stock: 20, low: false });
    const added = await adjust(admin, variantId, { mode: 'delta', delta: -3, reason: 'damaged' });
    expect(added.json!.row.stock).toBe(17);
    expect(await ledgerOf(variantId)).toEqual([
      { before, after: 20, reason: 'count_correction', actor_role: 'admin', note: 'Shelf count' },
      { before: 20, after: 17, reason: 'damaged', actor_role: 'admin', note: null },
    ]);
    const audits = (await auditOf(variantId)).filter((a) => a.action === 'catalog.stock.adjust');
    expect(audits.map((a) => [a.before, a.after, a.details.reason])).toEqual([
      [{ stock: before }, { stock: 20 }, 'count_correction'],
      [{ stock: 20 }, { stock: 17 }, 'damaged'],
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'catalog.changed', productIds: [productId] }),
    );
    const shelf = (await admin.call(`/api/products/${productId}`)).json!.product as {
      variants: { label: string; stock: number }[];
    };
    expect(shelf.variants.find((v) => v.label === 'unit')!.stock).toBe(17);
    stop();
  });

  it('refuses going below zero naming the field, and changes nothing', async () => {
    const stock = await variantStock(t, variantId);
    const rows = (await ledgerOf(variantId)).length;
    const res = await adjust(admin, variantId, { mode: 'delta', delta: -(stock + 1), reason: 'damaged' });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      error: {
        code: 'stock_below_zero',
        message: INVENTORY_MESSAGES.belowZero,
        fields: { delta: INVENTORY_MESSAGES.belowZero },
      },
    });
    expect(await variantStock(t, variantId)).toBe(stock);
    expect(await ledgerOf(variantId)).toHaveLength(rows);
  });

  it('refuses a bad body, a reason a person may not pick, support and an unknown variant', async () => {
    const zero = await adjust(admin, variantId, { mode: 'delta', delta: 0, reason: 'received' });
    expect(zero.status).toBe(400);
    expect(zero.json!.error.message).toContain(INVENTORY_MESSAGES.noChange);
    const sale = await adjust(admin, variantId, { mode: 'set', stock: 3, reason: 'sale' });
    expect(sale.status).toBe(400);
    expect(sale.json!.error.message).toContain('Choose a reason');
    const negative = await adjust(admin, variantId, { mode: 'set', stock: -1, reason: 'received' });
    expect(negative.json!.error.message).toContain('Stock cannot be negative');
    const audits = (await auditOf(variantId)).length;
    const bySupport = await adjust(support, variantId, { mode: 'set', stock: 3, reason: 'received' });
    expect(bySupport.status).toBe(403);
    expect(await auditOf(variantId)).toHaveLength(audits);
    const missing = await adjust(admin, '00000000-0000-4000-8000-000000000000', {
      mode: 'set',
      stock: 3,
      reason: 'received',
    });
    expect(missing.status).toBe(404);
    expect(missing.json!.error.message).toBe(INVENTORY_MESSAGES.variantNotFound);
  });
});

describe('thresholds and the ledger history', () => {
  it('edits a threshold (audited), which moves the low flag and count; support may not', async () => {
    const put = (c: typeof admin, threshold: unknown) =>
      c.call(`/api/admin/inventory/${variantId}/threshold`, { method: 'PUT', body: { threshold } });
    const stock = await variantStock(t, variantId);
    const countBefore = ((await admin.call('/api/admin/inventory?limit=1')).json as InventoryPage)
      .lowStockCount;
    const res = await put(admin, stock);
    expect(res.status).toBe(200);
    expect(res.json!.row).toMatchObject({ threshold: stock, low: true });
    const countAfter = ((await admin.call('/api/admin/inventory?limit=1')).json as InventoryPage)
      .lowStockCount;
    expect(countAfter).toBe(countBefore + 1);
    const audit = (await auditOf(variantId)).at(-1)!;
    expect(audit).toMatchObject({ action: 'catalog.stock.threshold', after: { threshold: stock } });
    expect((await put(support, 1)).status).toBe(403);
    const bad = await put(admin, -1);
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toContain('The threshold cannot be negative');
    await put(admin, 5);
  });

  it('pages a variant’s ledger newest first with who did it', async () => {
    const first = (await support.call(`/api/admin/inventory/${variantId}/movements?limit=2`))
      .json as MovementsPage;
    expect(first.movements.map((m) => m.reason)).toEqual(['damaged', 'count_correction']);
    expect(first.movements[0]).toMatchObject({ actorRole: 'admin', actorName: expect.any(String) });
    const rest = (
      await support.call(`/api/admin/inventory/${variantId}/movements?cursor=${first.nextCursor}`)
    ).json as MovementsPage;
    expect(rest.movements.at(-1)).toMatchObject({ actorRole: 'system', note: 'Opening stock' });
    expect(rest.nextCursor).toBeNull();
    const missing = await admin.call('/api/admin/inventory/00000000-0000-4000-8000-000000000000/movements');
    expect(missing.status).toBe(404);
  });

  it('lets a shop’s staff adjust through the same write, seen in the admin ledger', async () => {
    const [shop] = await sqlRows<{ id: string }>(
      t.db,
      sql`select merchant_id as id from products where id = ${productId}`,
    );
    const member = await shopMember(t, shop!.id, 'staff');
    const res = await member.call(`/api/merchant/variants/${variantId}/stock`, {
      method: 'POST',
      body: { stock: 9, reason: 'received' },
    });
    expect(res.status).toBe(200);
    const page = (await admin.call(`/api/admin/inventory/${variantId}/movements?limit=1`))
      .json as MovementsPage;
    expect(page.movements[0]).toMatchObject({ reason: 'received', after: 9, actorRole: 'staff' });
  });
});
