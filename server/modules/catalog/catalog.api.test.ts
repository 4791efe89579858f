import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProductSchema, SearchResultSchema } from '#domain/catalog.schemas.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();

describe('catalog', () => {
  it('lists every active product with variants, in-stock first', async () => {
    const { status, json } = await client(t.app).call('/api/products');
    expect(status).toBe(200);
    const list = (json!.products as unknown[]).map((p) => ProductSchema.parse(p));
    expect(list.length).toBeGreaterThanOrEqual(24);
    const firstOut = list.findIndex((p) => !p.inStock);
    expect(firstOut).toBeGreaterThan(0);
    expect(list.slice(firstOut).every((p) => !p.inStock)).toBe(true);
    const flower = list.find((p) => p.category === 'flower')!;
    expect(Object.keys(flower.prices)).toEqual(['3.5g', '7g', '14g', '28g']);
    expect(flower.price).toBe(Math.min(...Object.values(flower.prices as Record<string, number>)));
    // The licensed producer on the label (NY labelling), shown on the product page.
    expect(list.every((p) => p.producer === null || p.producer.name.length > 0)).toBe(true);
    expect(flower.producer).toEqual({
      name: expect.any(String),
      licenseNumber: expect.stringMatching(/^OCM-/),
    });
  });

  it('filters by category and refuses an unknown one', async () => {
    const c = client(t.app);
    const { json } = await c.call('/api/products?category=edibles');
    expect(json!.products.length).toBeGreaterThan(0);
    expect(json!.products.every((p: { category: string }) => p.category === 'edibles')).toBe(true);
    const bad = await c.call('/api/products?category=weed');
    expect(bad.status).toBe(400);
    expect(bad.json!.error.code).toBe('validation_error');
  });

  it('returns a product by id or slug, 404 otherwise', async () => {
    const c = client(t.app);
    const { json } = await c.call('/api/products');
    const first = json!.products[0];
    const byId = await c.call(`/api/products/${first.id}`);
    expect(byId.json!.product.name).toBe(first.name);
    const bySlug = await c.call(`/api/products/${first.slug}`);
    expect(bySlug.json!.product.id).toBe(first.id);
    const missing = await c.call('/api/products/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: { code: 'not_found', message: 'Product not found' } });
  });

  it('sends an ETag, answers 304 to a fresh copy, and compresses when asked', async () => {
    const c = client(t.app);
    const first = await c.call('/api/products');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await c.call('/api/products', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const raw = await t.app.request('http://localhost:3000/api/products', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(raw.headers.get('content-encoding')).toBe('br');
    expect(raw.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('features only in-stock products', async () => {
    const { json } = await client(t.app).call('/api/products/featured');
    expect(json!.products.length).toBeGreaterThan(0);
    expect(
      json!.products.every((p: { featured: boolean; inStock: boolean }) => p.featured && p.inStock),
    ).toBe(true);
  });

  it('sees stock changes after the cache is invalidated', async () => {
    const c = client(t.app);
    const { json } = await c.call('/api/products?category=concentrates');
    const target = json!.products.find((p: { inStock: boolean }) => p.inStock);
    await t.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, target.id));
    t.services.catalog.storefront.invalidate();
    const after = await c.call(`/api/products/${target.id}`);
    expect(after.json!.product.inStock).toBe(false);
  });
});

describe('search', () => {
  it('needs at least 2 characters', async () => {
    const c = client(t.app);
    expect((await c.call('/api/search?q=')).json).toEqual({ results: [], suggestions: null });
    expect((await c.call('/api/search?q=a')).json).toEqual({ results: [], suggestions: null });
    expect((await c.call('/api/search?q=%20%20a%20')).json).toEqual({ results: [], suggestions: null });
  });

  it('matches name, description or category, case-insensitively, in stock first, at most 10', async () => {
    const c = client(t.app);
    const [one] = (await c.call('/api/products')).json!.products;
    const byName = await c.call(`/api/search?q=${encodeURIComponent(one.name.slice(0, 5).toUpperCase())}`);
    expect(byName.json!.results.map((r: { id: string }) => r.id)).toContain(one.id);
    byName.json!.results.forEach((r: unknown) => SearchResultSchema.parse(r));
    const byCategory = await c.call('/api/search?q=FLOW');
    expect(byCategory.json!.results.length).toBe(10);
    // "flow" is a prefix of the category: the flowers first (in stock before sold out), then mentions of flower.
    const hits = byCategory.json!.results as { category: string; inStock: boolean }[];
    const flowers = hits.filter((r) => r.category === 'flower');
    expect(hits.slice(0, flowers.length)).toEqual(flowers);
    expect(flowers.map((r) => r.inStock)).toEqual([...flowers.map((r) => r.inStock)].sort().reverse());
  });

  it('treats wildcards and SQL as plain text', async () => {
    const c = client(t.app);
    expect((await c.call('/api/search?q=%25%25')).json).toEqual({ results: [], suggestions: null });
    const sqlText = await c.call("/api/search?q=' or 1=1; drop table products --");
    expect(sqlText.status).toBe(200);
    expect((await c.call('/api/products')).json!.products.length).toBeGreaterThan(0);
    const long = await c.call(`/api/search?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
  });
});
