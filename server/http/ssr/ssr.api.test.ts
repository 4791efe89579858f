import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog.ts';
import { DEFAULT_STORE_FACTS } from '#domain/content/store-facts.ts';
import { INITIAL_DATA_ID, RENDERED_END, RENDERED_START } from '#domain/rendered-pages.ts';
import { client, createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { fillPage } from '../web.ts';
import { BROOKLYN_GUEST } from '#server/test-support/guests.ts';

const NAME = '<img src=x onerror=alert(1)> Quinn';
const loading = (what: string) =>
  `<html><head><title>t</title></head><body><div id="root">${RENDERED_START}<p>Loading ${what}</p>${RENDERED_END}</div></body></html>`;

let t: TestApp;
let code = '';
let product: Product;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'nym-ssr-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'app.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'track.html'), loading('order'));
  writeFileSync(join(dist, 'product.html'), loading('product'));
  t = await createTestApp({ WEB_DIST: dist });
  expect(await t.services.pages.warm()).toBe(true);

  const guest = client(t.app);
  const { products } = (await guest.call('/api/products')).json as { products: Product[] };
  product = products.find((p) => p.variants.some((v) => v.stock > 5))!;
  const items = [{ productId: product.id, selectedWeight: product.variants[0]!.label, quantity: 1 }];
  const quote = (await guest.call('/api/checkout/quote', { method: 'POST', body: { zip: '11201', items } }))
    .json as { asapAvailable: boolean; windows: { start: string }[] };
  const placed = await guest.call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: {
      ...BROOKLYN_GUEST,
      fullName: NAME,
      email: 'ssr.guest@example.test',
      deliveryTime: quote.asapAvailable ? 'asap' : quote.windows[0]!.start,
      items,
    },
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  code = (placed.json!.order as { trackingCode: string }).trackingCode;
}, 60_000);
afterAll(() => t.close());

const get = (path: string) => t.app.request(`http://localhost:3000${path}`);

/** Every rendered page also starts from the store's settings (the promo strip and offers print them). */
const storeQuery = { queryKey: ['store-facts'], data: { store: DEFAULT_STORE_FACTS } };

function initialData(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ID}">([^<]*)</script>`).exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : null;
}

describe('pages rendered with their data', () => {
  it('renders the tracking page with the order, and hands the app the same data the API gives', async () => {
    const res = await get(`/track/${code}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).not.toContain('Loading order');
    expect(html).toMatch(/<h1[^>]*>Hi &lt;img, here&#x27;s your order<\/h1>/);
    expect(html).not.toContain('<img src=x');
    const api = (await (await get(`/api/track/${code}`)).json()) as unknown;
    expect(initialData(html)).toEqual([{ queryKey: ['orders', 'track', code], data: api }, storeQuery]);
    // The data is in the page: no preload of it, and no address or phone in it.
    expect(html).not.toContain(`href="/api/track/${code}"`);
    expect(html).not.toContain('12 Court Street');
    expect(html).not.toContain('7185550111');
  });

  it('renders a code typed in lower case as the app would read it', async () => {
    const html = await (await get(`/track/${code.toLowerCase()}`)).text();
    expect(html).toMatch(/here&#x27;s your order/);
  });

  it('serves a page without data, cacheable, for a code that tracks nothing', async () => {
    for (const path of ['/track/NOSUCHCODE12345', `/track/${'A'.repeat(60)}`, '/track/%E0%A4%A']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const html = await res.text();
      expect(initialData(html), path).toBeNull();
      // The loading page; a path that is not even valid URL encoding gets the plain shell.
      expect(html, path).toContain(path.includes('%') ? '<div id="root"></div>' : 'Loading order');
    }
  });

  it('renders a product page with the product, by id and by slug', async () => {
    product = ((await (await get(`/api/products/${product.id}`)).json()) as { product: Product }).product;
    for (const key of [product.id, product.slug]) {
      const res = await get(`/product/${key}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain(`>${product.name}</h1>`);
      expect(initialData(html)).toEqual([
        { queryKey: ['products', 'detail', key], data: product },
        storeQuery,
      ]);
      expect(html).toContain(`rel="preload" as="image" href="${product.imageUrl}"`);
    }
    const missing = await get('/product/no-such-product');
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    expect(initialData(await missing.text())).toBeNull();
  });
});

describe('fillPage', () => {
  it('needs both markers, and puts the data at the end of the body', () => {
    const rendered = { markup: '<h1>Now</h1>', initialData: '[]' };
    expect(fillPage('<body><div id="root"><p>x</p></div></body>', rendered)).toBeNull();
    expect(fillPage(loading('x'), rendered)).toBe(
      `<html><head><title>t</title></head><body><div id="root">${RENDERED_START}<h1>Now</h1>${RENDERED_END}</div>` +
        `<script type="application/json" id="${INITIAL_DATA_ID}">[]</script></body></html>`,
    );
  });
});
