import { limitLine, type CartLine, type GuestCartEntry } from '#domain/cart.ts';
import { shopsOf, type ShopRef } from '#domain/cart-shops.ts';
import type { Product } from '#domain/catalog.ts';
import { limitViolation } from '#domain/compliance/limits.ts';

/** One cart line as the UI shows it, whether it lives on the server or in the browser. */
export interface CartViewLine {
  key: string;
  /** Server line id; null for a guest line. */
  id: string | null;
  productId: string;
  quantity: number;
  selectedWeight: string;
  product: Product;
}

export const lineKey = (productId: string, selectedWeight: string) => `${productId}:${selectedWeight}`;

export function serverLines(items: readonly CartLine[]): CartViewLine[] {
  return items.map((item) => ({
    key: item.id,
    id: item.id,
    productId: item.productId,
    quantity: item.quantity,
    selectedWeight: item.selectedWeight,
    product: item.product,
  }));
}

/** Guest entries joined with their products; entries whose product is unknown are left out. */
export function guestLines(
  entries: readonly GuestCartEntry[],
  products: readonly Product[] = [],
): CartViewLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return entries.flatMap((entry) => {
    const product = byId.get(entry.product_id);
    if (!product) return [];
    return [
      {
        key: lineKey(entry.product_id, entry.selected_weight),
        id: null,
        productId: entry.product_id,
        quantity: entry.quantity,
        selectedWeight: entry.selected_weight,
        product,
      },
    ];
  });
}

/** The shops the cart's lines come from, each once. */
export const lineShops = (lines: readonly { product: Pick<Product, 'shop'> }[]): ShopRef[] =>
  shopsOf(lines.map((l) => l.product.shop));

/** The shop saved with a guest entry; none in carts saved before one order came from one shop. */
function storedShop(entry: GuestCartEntry): ShopRef | null {
  const { shop_id: id, shop_name: name } = entry;
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}

/**
 * The shops of a guest cart: each entry's product's shop, else the shop saved with the entry (its product not
 * loaded). An old entry with neither is left out until its product loads: it is taken to be from the same shop.
 */
export function guestShops(entries: readonly GuestCartEntry[], products: readonly Product[] = []): ShopRef[] {
  const byId = new Map(products.map((p) => [p.id, p.shop]));
  return shopsOf(
    entries.flatMap((e) => {
      const shop = byId.get(e.product_id) ?? storedShop(e);
      return shop ? [{ id: shop.id, name: shop.name }] : [];
    }),
  );
}

export function variantStock(product: Product, selectedWeight: string): number {
  return product.variants.find((v) => v.label === selectedWeight)?.stock ?? 0;
}

export const outOfStockMessage = (product: Product) => `${product.name} is out of stock`;
export const onlyLeftMessage = (product: Product, stock: number) => `Only ${stock} left of ${product.name}`;

/**
 * Why the cart cannot hold `quantity` of this product and weight (stock first, then the NY limits), or null.
 * Mirrors the server's checks so a guest hears the same message a signed-in customer would.
 */
export function quantityProblem(
  lines: readonly CartViewLine[],
  product: Product,
  selectedWeight: string,
  quantity: number,
): string | null {
  const stock = variantStock(product, selectedWeight);
  if (stock === 0) return outOfStockMessage(product);
  if (quantity > stock) return onlyLeftMessage(product, stock);
  const key = lineKey(product.id, selectedWeight);
  const others = lines.filter((l) => lineKey(l.productId, l.selectedWeight) !== key);
  return limitViolation([
    ...others.map((l) => limitLine(l.product, l.selectedWeight, l.quantity)),
    limitLine(product, selectedWeight, quantity),
  ]);
}

export function quantityInCart(
  lines: readonly CartViewLine[],
  productId: string,
  selectedWeight: string,
): number {
  return lines.find((l) => l.productId === productId && l.selectedWeight === selectedWeight)?.quantity ?? 0;
}
