// npm run screenshots -- [store URL] [path filter]
// Screens of the running store at phone (390x844) and desktop (1440x900) widths, light and dark, into screenshots/.
// Places a guest order first so the confirmation and tracking pages have something to show.
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const filter = process.argv[3] ?? '';
const OUT = 'screenshots';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a throwaway client of our own JSON
  return (await res.json()) as Record<string, any>;
}

async function placeGuestOrder() {
  const { products } = (await (await fetch(`${base}/api/products`)).json()) as {
    products: { id: string; inStock: boolean; variants: { label: string }[]; shop: { id: string } }[];
  };
  // One order comes from one shop: two products of the first shop with stock.
  const inStock = products.filter((p) => p.inStock);
  const items = inStock
    .filter((p) => p.shop.id === inStock[0]?.shop.id)
    .slice(0, 2)
    .map((p) => ({ productId: p.id, selectedWeight: p.variants[0]!.label, quantity: 1 }));
  const quote = await post('/api/checkout/quote', { zip: '11217', items });
  const result = await post(
    '/api/checkout',
    {
      fullName: 'Riley Brooks',
      email: `screens.${Date.now()}@example.test`,
      phone: '7185550123',
      birthDate: '1990-05-01',
      street: '214 Dean Street',
      apartment: '2F',
      zip: '11217',
      residential: true,
      deliveryTime: quote.asapAvailable ? 'asap' : quote.windows[0].start,
      paymentMethod: 'cash',
      ageAttested: true,
      items,
    },
    { 'idempotency-key': `screens-${Date.now()}` },
  );
  if (!result.order) throw new Error(`checkout failed: ${JSON.stringify(result)}`);
  return { order: result.order as { trackingCode: string; orderNumber: string }, items };
}

type Items = Awaited<ReturnType<typeof placeGuestOrder>>['items'];

async function context(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  theme: 'light' | 'dark',
  items: Items,
) {
  const ctx = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    colorScheme: theme,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  const guestCart = items.map((i) => ({
    product_id: i.productId,
    quantity: 1,
    selected_weight: i.selectedWeight,
  }));
  await ctx.addInitScript(
    ([t, cart]) => {
      localStorage.setItem('age_verified', 'true');
      localStorage.setItem('theme', t);
      localStorage.setItem('guest_cart', cart);
    },
    [theme, JSON.stringify(guestCart)] as const,
  );
  return ctx;
}

async function signIn(ctx: BrowserContext, items: Items) {
  const res = await ctx.request.post(`${base}/api/session/sign-in`, {
    data: { email: 'customer@demo.nymnyc.test', password: 'Demo-pass-2024' },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  const cart = (await (await ctx.request.get(`${base}/api/cart`)).json()) as { items: unknown[] };
  if (cart.items.length === 0) {
    for (const item of items)
      await ctx.request.post(`${base}/api/cart/items`, { data: item, headers: { origin: base } });
  }
}

const { order, items } = await placeGuestOrder();
const pages: { name: string; path: string; member?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'cart', path: '/cart' },
  { name: 'checkout', path: '/checkout' },
  { name: 'track-order', path: '/track-order' },
  { name: 'track', path: `/track/${order.trackingCode}` },
  { name: 'track-live', path: `/track-live/${order.trackingCode}` },
  { name: 'confirmation', path: `/order-confirmation?code=${order.trackingCode}` },
  { name: 'member-checkout', path: '/checkout', member: true },
  { name: 'my-orders', path: '/my-orders', member: true },
  { name: 'order-tracking', path: '/order-tracking', member: true },
  { name: 'account', path: '/account', member: true },
  { name: 'notifications', path: '/settings/notifications', member: true },
].filter((p) => p.name.includes(filter) || p.path.includes(filter));

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    for (const theme of ['light', 'dark'] as const) {
      const ctx = await context(browser, viewport, theme, items);
      let signedIn = false;
      for (const page of pages) {
        if (page.member && !signedIn) {
          await signIn(ctx, items);
          signedIn = true;
        }
        const tab = await ctx.newPage();
        await tab.goto(base + page.path);
        await tab.waitForSelector('html[data-app-ready]', { timeout: 15_000 }).catch(() => undefined);
        await tab.waitForLoadState('networkidle').catch(() => undefined);
        await tab.waitForTimeout(400);
        const file = `${OUT}/${page.name}-${viewport}-${theme}.png`;
        await tab.screenshot({ path: file, fullPage: true });
        console.log(file);
        await tab.close();
      }
      await ctx.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`Order used: ${order.orderNumber} (${order.trackingCode})`);
