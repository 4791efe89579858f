import { randomUUID } from 'node:crypto';
import { GUEST_CART_KEY, type GuestCartEntry } from '#domain/cart.ts';
import { uploadedImagePage } from './lighthouse-uploaded.ts';

/** A page to measure and the localStorage it needs besides the age gate (e.g. a guest cart). */
export interface LighthousePage {
  path: string;
  /** returning (the default): the age gate already passed; first: empty storage, as a newcomer or a crawler. */
  visit?: 'returning' | 'first';
  storage?: Record<string, string>;
  /** Text that must be on screen once measured (the cart's product, the tracked order's number). */
  expectText?: string;
  /** Why the page could not be prepared: reported as that page's error, not measured. */
  setupError?: string;
}

interface Product {
  id: string;
  name: string;
  variants: { label: string; stock: number }[];
}

async function call<T>(origin: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(origin + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      ...(body === undefined ? {} : { 'idempotency-key': randomUUID() }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/** One unit of the product's best-stocked variant, as the web app would have stored it, and its name. */
async function cartLine(origin: string, productId: string): Promise<{ line: GuestCartEntry; name: string }> {
  const { product } = await call<{ product: Product }>(origin, `/api/products/${productId}`);
  const [variant] = [...product.variants].sort((a, b) => b.stock - a.stock);
  if (!variant || variant.stock < 1) throw new Error(`product ${productId} has nothing in stock`);
  return { line: { product_id: productId, quantity: 1, selected_weight: variant.label }, name: product.name };
}

interface Placed {
  trackingCode: string;
  orderNumber: string;
}

/** A guest order for that line, ASAP when the store offers it, else the first window. */
async function placeGuestOrder(origin: string, line: GuestCartEntry): Promise<Placed> {
  const items = [{ productId: line.product_id, selectedWeight: line.selected_weight, quantity: 1 }];
  const quote = await call<{ asapAvailable: boolean; windows: { start: string }[] }>(
    origin,
    '/api/checkout/quote',
    { zip: '11217', couponCode: '', items },
  );
  const deliveryTime = quote.asapAvailable ? 'asap' : quote.windows[0]?.start;
  if (!deliveryTime) throw new Error('the quote offers neither ASAP nor a delivery window');
  const { order } = await call<{ order: Placed }>(origin, '/api/checkout', {
    fullName: 'Bench Visitor',
    email: `bench-${randomUUID()}@example.test`,
    phone: '(347) 555-0123',
    birthDate: '1990-04-12',
    street: '245 Atlantic Ave',
    apartment: '',
    zip: '11217',
    residential: true,
    deliveryTime,
    note: '',
    paymentMethod: 'cash',
    couponCode: '',
    ageAttested: true,
    saveAddress: false,
    items,
  });
  return order;
}

const setupError = (path: string, error: unknown): LighthousePage => ({
  path,
  setupError: `setup failed: ${error instanceof Error ? error.message : String(error)}`,
});

/**
 * As a returning visitor: `/`, a product page, `/cart` holding one line of that product, `/track/:code` of a fresh
 * guest order, and another product's page once the admin has given it an uploaded photo (served from the media
 * library's renditions). As a first visit, the age gate showing: `/` and the product page.
 */
export async function lighthousePages(
  origin: string,
  productId: string,
  uploadedProductId?: string,
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [{ path: '/' }, { path: `/product/${productId}` }];
  const firstVisits: LighthousePage[] = pages.map((page) => ({ ...page, visit: 'first' }));
  let cart: Awaited<ReturnType<typeof cartLine>>;
  try {
    cart = await cartLine(origin, productId);
  } catch (error) {
    return [...pages, setupError('/cart', error), setupError('/track/:code', error), ...firstVisits];
  }
  pages.push({
    path: '/cart',
    storage: { [GUEST_CART_KEY]: JSON.stringify([cart.line]) },
    expectText: cart.name,
  });
  try {
    const order = await placeGuestOrder(origin, cart.line);
    pages.push({ path: `/track/${encodeURIComponent(order.trackingCode)}`, expectText: order.orderNumber });
  } catch (error) {
    pages.push(setupError('/track/:code', error));
  }
  if (uploadedProductId) {
    try {
      const { product } = await call<{ product: Product }>(origin, `/api/products/${uploadedProductId}`);
      pages.push(await uploadedImagePage(origin, uploadedProductId, product.name));
    } catch (error) {
      pages.push(setupError('/product/:id (uploaded image)', error));
    }
  }
  return [...pages, ...firstVisits];
}
