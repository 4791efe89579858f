import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { realtimeSubscribed, STORE } from '../orders.ts';

interface Shelf {
  products: { id: string; shop: { id: string }; variants: { label: string; stock: number }[] }[];
}

/** The demo merchant's shop, as its portal names it (the merchant's page is signed in). */
export async function shopIdOf(merchant: Page): Promise<string> {
  const res = await merchant.request.get('/api/merchant/me');
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { shopId: string }).shopId;
}

/**
 * The shop's best-stocked variant, and its stock now. With `ownShelf`, a variant no other spec buys, counts or
 * restocks (not the best-stocked, not a product's first weight, not a one-weight product): for checking its stock
 * exactly while other specs run.
 */
export async function shopShelfItem(request: APIRequestContext, shopId: string, ownShelf = false) {
  const { products } = (await (await request.get('/api/products')).json()) as Shelf;
  const all = products
    .filter((p) => p.shop.id === shopId)
    .flatMap((p) =>
      p.variants.map((v, index) => ({
        productId: p.id,
        label: v.label,
        stock: v.stock,
        index,
        of: p.variants.length,
      })),
    )
    .sort((a, b) => b.stock - a.stock);
  const [best] = ownShelf ? all.slice(1).filter((v) => v.index > 0 && v.of > 1) : all;
  if (!best || best.stock < 3) throw new Error('the demo shop needs a variant with 3+ units in stock');
  return { productId: best.productId, label: best.label, stock: best.stock };
}

export async function stockOf(request: APIRequestContext, productId: string, label: string) {
  const res = await request.get(`/api/products/${productId}`);
  const product = ((await res.json()) as { product: Shelf['products'][number] }).product;
  return product.variants.find((v) => v.label === label)!.stock;
}

let n = 0;
/** A guest checks out one unit of `item` from their own browser: ASAP while open, else the first window. */
export async function guestCheckout(guest: Page, item: { productId: string; label: string }) {
  n += 1;
  const items = [{ productId: item.productId, selectedWeight: item.label, quantity: 1 }];
  const quote = await guest.request.post('/api/checkout/quote', {
    headers: { origin: STORE },
    data: { zip: '11217', couponCode: '', items },
  });
  const { asapAvailable, windows } = (await quote.json()) as {
    asapAvailable: boolean;
    windows: { start: string }[];
  };
  const stamp = `${Date.now()}-${n}`;
  const res = await guest.request.post('/api/checkout', {
    headers: { origin: STORE, 'idempotency-key': `e2e-shop-${stamp}` },
    data: {
      fullName: 'Riley Morgan',
      email: `e2e.shop.${stamp}@example.test`,
      phone: '(347) 555-0177',
      birthDate: '1991-06-02',
      street: '245 Atlantic Ave',
      apartment: '',
      zip: '11217',
      residential: true,
      deliveryTime: asapAvailable ? 'asap' : windows[0]!.start,
      note: '',
      paymentMethod: 'cash',
      couponCode: '',
      ageAttested: true,
      saveAddress: false,
      items,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: string; orderNumber: string; trackingCode: string } }).order;
}

/** Another person's browser: the age gate passed, failing the test on a console error or uncaught exception. */
export async function otherBrowser(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('age_verified', 'true');
    } catch {
      // No storage on about:blank.
    }
  });
  const problems: string[] = [];
  context.on('console', (msg) => void (msg.type() === 'error' && problems.push(msg.text())));
  context.on('weberror', (e) => void problems.push(e.error().message));
  return { context, problems, page: await context.newPage() };
}

/** Opens the guest's live tracking page and waits until it follows the order. */
export async function trackOrder(context: BrowserContext, trackingCode: string) {
  const page = await context.newPage();
  const subscribed = realtimeSubscribed(page);
  await page.goto(`/track-live/${trackingCode}`);
  await subscribed;
  return page.getByTestId('order-status');
}
