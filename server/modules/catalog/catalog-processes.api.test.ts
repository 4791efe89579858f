import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MerchantProductsResponse } from '#domain/merchant/shop-contracts.ts';
import type { ProductResponse } from '#domain/catalog/product-response.ts';
import { secondApp } from '#server/test-support/second-app.ts';
import { shopPeople } from '#server/test-support/shop-members.ts';
import { client, type TestApp } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();
let other: Awaited<ReturnType<typeof secondApp>>;
let people: Awaited<ReturnType<typeof shopPeople>>;

beforeAll(async () => {
  await t.services.bus.ready();
  other = await secondApp(t);
  people = await shopPeople(t);
});
afterAll(() => other.close());

const stockOn = async (app: TestApp['app'], productId: string) =>
  ((await client(app).call(`/api/products/${productId}`)).json as ProductResponse).product.variants[0]!.stock;

describe('a catalog write on one server process', () => {
  it("drops every other process's cached catalog at once (long before the snapshot's TTL)", async () => {
    const list = (await people.owner.call('/api/merchant/products')).json as MerchantProductsResponse;
    const product = list.products[0]!;
    const variant = product.variants[0]!;
    // Both processes have read (and cache) the catalog before the change.
    expect(await stockOn(t.app, product.id)).toBe(variant.stock);
    expect(await stockOn(other.app, product.id)).toBe(variant.stock);
    const next = variant.stock + 7;
    const res = await people.owner.call(`/api/merchant/variants/${variant.id}/stock`, {
      method: 'POST',
      body: { stock: next, reason: 'received' },
    });
    expect(res.status).toBe(200);
    expect(await stockOn(t.app, product.id)).toBe(next);
    // On PostgreSQL the change reaches the other process by NOTIFY, a moment after the commit.
    await vi.waitFor(async () => expect(await stockOn(other.app, product.id)).toBe(next), {
      timeout: 1000,
      interval: 25,
    });
  });
});
