import type { Product } from '#domain/catalog.ts';
import { EXPECTED_HTTP_ERRORS, expect, test } from '../fixtures.ts';
import { ownProduct } from '../products.ts';

test('home shows the hero, the offer and the sections in order', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('New York Minute NYC - Premium Flower Delivery');
  const hero = page.getByRole('region', { name: 'Premium Flower Delivery NYC' });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Premium Flower Delivery NYC');
  for (const text of [
    'Licensed & Lab Tested',
    'Fast NYC Delivery',
    'Lab-Tested Quality',
    '21+ Verified',
    'Premium flower, pre-rolls, and edibles from licensed NYC cultivators',
    'Free delivery on orders over $100',
  ]) {
    await expect(hero.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('New customer? Get 10% off your first order', { exact: true })).toBeVisible();
  await expect(page.getByText('+ Free Delivery', { exact: true })).toBeVisible();

  await hero.getByRole('button', { name: 'Shop Now' }).click();
  await expect(page.getByRole('heading', { name: 'Shop all products' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await hero.getByRole('button', { name: 'How It Works' }).click();
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

test('the stylesheet comes inlined with the page, once: the lazy parts loaded after it do not fetch it again', async ({
  page,
}) => {
  await page.goto('/');
  // The chat launcher is one of the chunks loaded when the page is idle, after the home page's lazy sections.
  await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop all products' })).toBeAttached();
  const sheets = await page.evaluate(() => ({
    fetched: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.css')).length,
    applied: [...document.styleSheets].filter((s) => s.href && !s.disabled).map((s) => s.href),
  }));
  expect(sheets).toEqual({ fetched: 0, applied: [] });
});

test('the category filter narrows the catalog grid', async ({ page, request }) => {
  // A sold-out flower of its own: its card carries a badge the others do not.
  const soldOut = await ownProduct(request, { stock: 0, category: 'flower' });
  // The demo flowers; parallel journeys may add flowers of their own ("Test Batch …") while this one runs.
  const flower = (
    (await (await request.get('/api/products?category=flower')).json()) as { products: Product[] }
  ).products.filter((p) => !p.slug.startsWith('test-batch-'));
  await page.goto('/');
  const catalog = page.getByRole('region', { name: 'Shop all products' });
  const cards = catalog.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();

  await catalog.getByRole('button', { name: 'Flower', exact: true }).click();
  await expect(catalog.getByRole('button', { name: 'Flower', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/\?category=flower/);
  // Retried until the narrowed grid has replaced the whole one. (No \b: a card's text content runs its "Out of
  // stock" badge into the category line.)
  await expect(cards.filter({ hasNotText: /Flower · /i })).toHaveCount(0);
  for (const p of [...flower, soldOut]) await expect(cards.filter({ hasText: p.name }).first()).toBeVisible();
  await expect(cards.filter({ hasText: soldOut.name })).toContainText('Out of stock');
  expect(await cards.count()).toBeLessThan(all);

  await catalog.getByRole('button', { name: 'All', exact: true }).click();
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(all);
});

test('a flower product page shows total THC next to THCA, its lab result and its shop', async ({
  page,
  request,
}) => {
  const [product] = (
    (await (await request.get('/api/products?category=flower')).json()) as { products: Product[] }
  ).products;
  if (!product) throw new Error('the demo data has no flower');
  const total = ((product.thcPercentage ?? 0) + (product.thcaPercentage ?? 0) * 0.877).toFixed(1);

  await page.goto('/?category=flower');
  await page.getByRole('link', { name: product.name, exact: true }).first().click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page).toHaveTitle(`${product.name} | New York Minute NYC`);

  const potency = page.getByRole('region', { name: 'Cannabinoids' });
  await expect(potency.getByText('Total THC', { exact: true })).toBeVisible();
  await expect(potency.getByText(`${total}%`, { exact: true })).toBeVisible();
  await expect(potency.getByText('THCA', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lab results (COA)' })).toBeVisible();
  await expect(page.getByText(`Sold by ${product.shop.name}`, { exact: false })).toBeVisible();
});

test.describe('missing pages', () => {
  test.use({ allowConsoleErrors: EXPECTED_HTTP_ERRORS });

  test("an unknown path shows 'Oops! Page not found' with a way home", async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Flower Delivery NYC' })).toBeVisible();
  });

  test("an unknown product shows 'Product not found'", async ({ page }) => {
    await page.goto('/product/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

test('a new page starts at the top, and Back returns to where the reader was', async ({ page }) => {
  await page.goto('/');
  const catalog = page.getByRole('region', { name: 'Shop all products' });
  const card = catalog.getByRole('list', { name: 'Products' }).getByRole('listitem').nth(3);
  await card.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  await expect(card).toBeInViewport();
});
