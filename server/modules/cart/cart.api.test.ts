import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otherShopMessage, shopsOf } from '#domain/cart-shops.ts';
import type { Product } from '#domain/catalog.ts';
import { cartItems } from '#server/db/schema/cart.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { client, signedInClient } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();
let catalog: Product[];
beforeAll(async () => {
  catalog = (await client(t.app).call('/api/products')).json!.products;
});

const inStock = (category: string, min = 3) =>
  catalog.find((p) => p.category === category && p.variants.every((v) => v.stock >= min))!;
const add = (c: Awaited<ReturnType<typeof signedInClient>>, body: Record<string, unknown>) =>
  c.call('/api/cart/items', { method: 'POST', body });

describe('cart', () => {
  it('refuses guests', async () => {
    const c = client(t.app);
    expect((await c.call('/api/cart')).status).toBe(401);
    expect((await add(c as never, { productId: catalog[0]!.id, quantity: 1 })).status).toBe(401);
  });

  it('adds, reads with the joined product, updates and deletes a line', async () => {
    const c = await signedInClient(t.app);
    const flower = inStock('flower');
    const added = await add(c, { productId: flower.id, quantity: 1, selectedWeight: '7g' });
    expect(added.status).toBe(201);
    expect(added.json!.items).toHaveLength(1);
    const line = added.json!.items[0];
    expect(line).toMatchObject({ productId: flower.id, quantity: 1, selectedWeight: '7g' });
    expect(line.product.prices['7g']).toBe(flower.prices['7g']);
    const again = await add(c, { productId: flower.id, quantity: 2, selectedWeight: '7g' });
    expect(again.json!.items[0].quantity).toBe(3);
    const other = await add(c, { productId: flower.id, quantity: 1, selectedWeight: '3.5g' });
    expect(other.json!.items).toHaveLength(2);
    const updated = await c.call(`/api/cart/items/${line.id}`, { method: 'PATCH', body: { quantity: 2 } });
    expect(updated.json!.items.find((l: { id: string }) => l.id === line.id).quantity).toBe(2);
    const deleted = await c.call(`/api/cart/items/${line.id}`, { method: 'DELETE' });
    expect(deleted.json!.items).toHaveLength(1);
    expect((await c.call('/api/cart')).json!.items).toHaveLength(1);
  });

  it('defaults the weight to unit', async () => {
    const c = await signedInClient(t.app);
    const edible = inStock('edibles');
    const res = await add(c, { productId: edible.id, quantity: 1 });
    expect(res.json!.items[0].selectedWeight).toBe('unit');
  });

  it('never goes below 1 or above stock, and refuses unknown weights and products', async () => {
    const c = await signedInClient(t.app);
    const edible = inStock('edibles');
    const { json } = await add(c, { productId: edible.id, quantity: 1 });
    const id = json!.items[0].id;
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const res = await c.call(`/api/cart/items/${id}`, { method: 'PATCH', body: { quantity } });
      expect(res.status).toBe(400);
    }
    const zero = await c.call(`/api/cart/items/${id}`, { method: 'PATCH', body: { quantity: 0 } });
    expect(zero.json!.error.message).toBe('Quantity must be at least 1');
    const stock = edible.variants[0]!.stock;
    const over = await c.call(`/api/cart/items/${id}`, { method: 'PATCH', body: { quantity: stock + 1 } });
    expect(over.status).toBe(409);
    expect(over.json!.error.message).toBe(`Only ${stock} left of ${edible.name}`);
    const weight = await add(c, { productId: edible.id, quantity: 1, selectedWeight: '28g' });
    expect(weight.status).toBe(400);
    const missing = await add(c, { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 });
    expect(missing.status).toBe(404);
  });

  it('refuses an out-of-stock product by name', async () => {
    const c = await signedInClient(t.app);
    const sold = catalog.find((p) => !p.inStock)!;
    const res = await add(c, { productId: sold.id, quantity: 1, selectedWeight: sold.variants[0]!.label });
    expect(res.status).toBe(409);
    expect(res.json!.error.message).toBe(`${sold.name} is out of stock`);
  });

  it('refuses flower past 85.05 g with a message naming the limit', async () => {
    const c = await signedInClient(t.app);
    const flower = inStock('flower', 1);
    await t.db.update(productVariants).set({ stock: 10 }).where(eq(productVariants.productId, flower.id));
    expect((await add(c, { productId: flower.id, quantity: 3, selectedWeight: '28g' })).status).toBe(201);
    const over = await add(c, { productId: flower.id, quantity: 1, selectedWeight: '3.5g' });
    expect(over.status).toBe(422);
    expect(over.json!.error.message).toBe('New York allows at most 85.05 g (3 oz) of flower per order');
    const lines = (await c.call('/api/cart')).json!.items;
    expect(lines).toHaveLength(1);
    const bump = await c.call(`/api/cart/items/${lines[0].id}`, { method: 'PATCH', body: { quantity: 4 } });
    expect(bump.status).toBe(422);
  });

  it('refuses concentrates past 24 g', async () => {
    const c = await signedInClient(t.app);
    const conc = catalog.find((p) => p.category === 'concentrates' && p.variants[0]!.stock >= 25);
    const target = conc ?? catalog.find((p) => p.category === 'concentrates' && p.inStock)!;
    await t.db.update(productVariants).set({ stock: 30 }).where(eq(productVariants.productId, target.id));
    expect((await add(c, { productId: target.id, quantity: 24, selectedWeight: '1g' })).status).toBe(201);
    const over = await add(c, { productId: target.id, quantity: 1, selectedWeight: '1g' });
    expect(over.status).toBe(422);
    expect(over.json!.error.message).toBe('New York allows at most 24 g of concentrates per order');
  });

  it('never lets one customer read or change another customer’s line', async () => {
    const alice = await signedInClient(t.app);
    const bob = await signedInClient(t.app);
    const edible = inStock('edibles');
    const { json } = await add(alice, { productId: edible.id, quantity: 1 });
    const id = json!.items[0].id;
    const patch = await bob.call(`/api/cart/items/${id}`, { method: 'PATCH', body: { quantity: 2 } });
    const del = await bob.call(`/api/cart/items/${id}`, { method: 'DELETE' });
    expect(patch.status).toBe(404);
    expect(del.status).toBe(404);
    expect((await bob.call('/api/cart')).json!.items).toEqual([]);
    const [row] = await t.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.id, id));
    expect(row!.quantity).toBe(1);
    expect((await bob.call('/api/cart/items/not-a-uuid', { method: 'DELETE' })).status).toBe(404);
  });

  it('merges a guest cart at sign-in: quantities add up and cap at stock and the limits', async () => {
    const c = await signedInClient(t.app);
    const edible = inStock('edibles');
    const vape = inStock('vapes');
    await add(c, { productId: edible.id, quantity: 1 });
    const stock = edible.variants[0]!.stock;
    const merged = await c.call('/api/cart/merge', {
      method: 'POST',
      body: {
        items: [
          { productId: edible.id, quantity: stock, selectedWeight: 'unit' },
          { productId: vape.id, quantity: 2, selectedWeight: vape.variants[0]!.label },
          { productId: catalog.find((p) => !p.inStock)!.id, quantity: 1, selectedWeight: 'unit' },
        ],
      },
    });
    expect(merged.status).toBe(200);
    const lines = merged.json!.items as { productId: string; quantity: number }[];
    // At most the shelf, and at most 1,000 mg of edible THC per order.
    const withinLimit = edible.thcMgPerPackage ? Math.floor(1000 / edible.thcMgPerPackage) : stock;
    expect(lines.find((l) => l.productId === edible.id)!.quantity).toBe(Math.min(stock, withinLimit));
    expect(lines.find((l) => l.productId === vape.id)!.quantity).toBe(2);
    expect(lines).toHaveLength(2);
  });

  it('keeps the database unchanged when a request is refused', async () => {
    const c = await signedInClient(t.app);
    const before = await t.db.$count(cartItems);
    await c.call('/api/cart/items', {
      method: 'POST',
      raw: '{"productId":',
      headers: { 'content-type': 'application/json' },
    });
    await c.call('/api/cart/items', {
      method: 'POST',
      body: { productId: catalog[0]!.id, quantity: 1, extra: true },
    });
    expect(await t.db.$count(cartItems)).toBe(before);
  });
});

describe('cart: one order comes from one shop', () => {
  /** One well-stocked product of each shop, in the order the catalog lists the shops. */
  const oneOfEachShop = () => {
    const stocked = catalog.filter((p) => p.variants[0]!.stock >= 3);
    return shopsOf(stocked.map((p) => p.shop)).map((s) => stocked.find((p) => p.shop.id === s.id)!);
  };
  const line = (p: Product, extra: Record<string, unknown> = {}) => ({
    productId: p.id,
    quantity: 1,
    selectedWeight: p.variants[0]!.label,
    ...extra,
  });
  const productIds = async (c: Awaited<ReturnType<typeof signedInClient>>) =>
    ((await c.call('/api/cart')).json!.items as { productId: string }[]).map((l) => l.productId);

  it('refuses an item from another shop with 409 other_shop, naming both, and keeps the cart', async () => {
    const [a, b] = oneOfEachShop();
    const c = await signedInClient(t.app);
    expect((await add(c, line(a!))).status).toBe(201);
    const sameShop = catalog.find((p) => p.shop.id === a!.shop.id && p.id !== a!.id && p.inStock)!;
    expect((await add(c, line(sameShop, { replace: false }))).status).toBe(201);

    const refused = await add(c, line(b!));
    expect(refused.status).toBe(409);
    expect(refused.json!.error).toEqual({
      code: 'other_shop',
      message: otherShopMessage([a!.shop], b!.shop),
    });
    expect(refused.json!.error.message).toContain(a!.shop.name);
    expect(refused.json!.error.message).toContain(b!.shop.name);
    expect(await productIds(c)).toEqual([a!.id, sameShop.id]);
  });

  it('with replace: true, empties the cart and adds the new item in one go', async () => {
    const [a, b] = oneOfEachShop();
    const c = await signedInClient(t.app);
    await add(c, line(a!, { quantity: 2 }));
    const replaced = await add(c, line(b!, { replace: true }));
    expect(replaced.status).toBe(201);
    expect(replaced.json!.items).toEqual([
      expect.objectContaining({
        productId: b!.id,
        quantity: 1,
        product: expect.objectContaining({ shop: b!.shop }),
      }),
    ]);
    expect(await productIds(c)).toEqual([b!.id]);
  });

  it('keeps the old cart when the new item is refused', async () => {
    const [a] = oneOfEachShop();
    const sold = catalog.find((p) => !p.inStock && p.shop.id !== a!.shop.id)!;
    const c = await signedInClient(t.app);
    await add(c, line(a!));
    const before = await t.db.$count(cartItems);
    const refused = await add(c, line(sold, { replace: true }));
    expect(refused.status).toBe(409);
    expect(refused.json!.error.code).toBe('out_of_stock');
    expect(await productIds(c)).toEqual([a!.id]);
    expect(await t.db.$count(cartItems)).toBe(before);
    expect((await add(c, line(a!, { replace: 'yes' }))).status).toBe(400);
  });
});
