import { useBrowserStore } from '#web/lib/hydrated.tsx';
import { GUEST_CART_KEY, MAX_LINE_QUANTITY, type GuestCartEntry } from '#domain/cart.ts';
import type { ShopRef } from '#domain/cart-shops.ts';
import { DEFAULT_WEIGHT } from '#domain/catalog.ts';
import { announceCartUpdated, CART_UPDATED } from '#web/lib/cart-events.ts';
import { storage } from '#web/lib/storage.ts';

const EMPTY: GuestCartEntry[] = [];
let cachedRaw: string | null = null;
let cachedEntries: GuestCartEntry[] = EMPTY;

const isEntry = (value: unknown): value is GuestCartEntry => {
  const entry = value as Partial<GuestCartEntry> | null;
  return (
    typeof entry?.product_id === 'string' &&
    typeof entry.quantity === 'number' &&
    Number.isInteger(entry.quantity) &&
    entry.quantity > 0
  );
};

function parse(raw: string | null): GuestCartEntry[] {
  if (!raw) return EMPTY;
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return EMPTY;
    return list.filter(isEntry).map((e) => ({ ...e, selected_weight: e.selected_weight || DEFAULT_WEIGHT }));
  } catch {
    return EMPTY;
  }
}

function read(): GuestCartEntry[] {
  const raw = storage.get(GUEST_CART_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedEntries = parse(raw);
  }
  return cachedEntries;
}

function write(entries: GuestCartEntry[]) {
  if (entries.length === 0) storage.remove(GUEST_CART_KEY);
  else storage.setJson(GUEST_CART_KEY, entries);
  announceCartUpdated();
}

const clamp = (quantity: number) => Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)));
const same = (entry: GuestCartEntry, productId: string, weight: string) =>
  entry.product_id === productId && entry.selected_weight === weight;
const entry = (productId: string, selectedWeight: string, quantity: number, shop?: ShopRef) => ({
  product_id: productId,
  quantity: clamp(quantity),
  selected_weight: selectedWeight,
  ...(shop && { shop_id: shop.id, shop_name: shop.name }),
});

/**
 * The guest cart kept in localStorage with the spec's field names (plus each product's shop); every change fires
 * 'cartUpdated'.
 */
export const guestCart = {
  entries: read,
  add(productId: string, selectedWeight: string, quantity: number, shop?: ShopRef) {
    const entries = read();
    const existing = entries.find((e) => same(e, productId, selectedWeight));
    write(
      existing
        ? entries.map((e) => (e === existing ? { ...e, quantity: clamp(e.quantity + quantity) } : e))
        : [...entries, entry(productId, selectedWeight, quantity, shop)],
    );
  },
  /** A new cart: this one line, the old lines gone, in one write. */
  replace(productId: string, selectedWeight: string, quantity: number, shop?: ShopRef) {
    write([entry(productId, selectedWeight, quantity, shop)]);
  },
  update(productId: string, selectedWeight: string, quantity: number) {
    write(read().map((e) => (same(e, productId, selectedWeight) ? { ...e, quantity: clamp(quantity) } : e)));
  },
  remove(productId: string, selectedWeight: string) {
    write(read().filter((e) => !same(e, productId, selectedWeight)));
  },
  clear() {
    write(EMPTY);
  },
  /** Calls `listener` after every change, in this tab ('cartUpdated') or another ('storage'). */
  subscribe,
};

function subscribe(listener: () => void) {
  window.addEventListener(CART_UPDATED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CART_UPDATED, listener);
    window.removeEventListener('storage', listener);
  };
}

export function useGuestCart(): GuestCartEntry[] {
  return useBrowserStore(subscribe, read, EMPTY);
}
