import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

const THEME = "(function(){document.documentElement.classList.add('x')})();\n";
const START = 'requestAnimationFrame(() => import("/assets/app.js"));';
const OFFLINE = 'addEventListener("online", () => location.reload());';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'nym-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'theme-init.js'), THEME);
  writeFileSync(
    join(dist, 'index.html'),
    `<html><head><script>${THEME}</script></head><body><div id="root"><h1>Prerendered home</h1></div><script type="module">${START}</script></body></html>`,
  );
  writeFileSync(
    join(dist, 'app.html'),
    `<html><head><script>${THEME}</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'inter-latin-wght-normal-Ab12_c.woff2'), 'font');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);'.repeat(200));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'offline.html'), `<html><head><script>${OFFLINE}</script></head></html>`);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(`http://localhost:3000${path}`, { headers });

describe('web app serving', () => {
  it('serves the prerendered home at / and the empty shell elsewhere', async () => {
    expect(await (await get('/')).text()).toContain('Prerendered home');
    const other = await get('/product/anything');
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('<div id="root"></div>');
    expect(other.headers.get('cache-control')).toBe('no-cache');
  });

  it('asks for a product page’s image before the app runs, and only for a real product', async () => {
    const products = (await (await get('/api/products')).json()) as {
      products: { id: string; imageUrl: string }[];
    };
    const [first] = products.products;
    const html = await (await get(`/product/${first!.id}`)).text();
    expect(html).toContain(`<link rel="preload" as="image" href="${first!.imageUrl}" fetchpriority="high">`);
    expect(html).toContain(
      `<link rel="preload" as="fetch" href="/api/products/${first!.id}" crossorigin="anonymous">`,
    );
    expect(await (await get('/product/not-a-product')).text()).not.toContain('rel="preload" as="image"');
  });

  it('preloads the body font on the staff apps’ pages only', async () => {
    const link =
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-normal-Ab12_c.woff2" crossorigin>';
    for (const path of ['/admin', '/admin/orders', '/merchant/orders', '/courier']) {
      expect(await (await get(path)).text(), path).toContain(link);
    }
    for (const path of ['/cart', '/shop', '/administrator']) {
      expect(await (await get(path)).text(), path).not.toContain('as="font"');
    }
  });

  it('allows exactly the build’s inline scripts by hash', async () => {
    const csp = (await get('/')).headers.get('content-security-policy')!;
    expect(csp).toContain(sha(THEME));
    expect(csp).toContain(sha(START));
    expect(csp).not.toContain("unsafe-inline' 'sha");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('caches hashed assets for a year and compresses the HTML', async () => {
    const asset = await get('/assets/app.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const html = await get('/', { 'accept-encoding': 'gzip' });
    expect(html.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the service worker as JavaScript that is checked on every visit, allowed by the CSP', async () => {
    const sw = await get('/sw.js?v=10');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const csp = sw.headers.get('content-security-policy')!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('allows the offline page’s own script by its hash', async () => {
    const page = await get('/offline.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(sha(OFFLINE));
  });
});
